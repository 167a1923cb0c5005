/**
 * Reads and verifies the session cookie once per request and leaves the result on the
 * context (`c.get('session')`) for the tRPC proxy and documents. A missing cookie is
 * simply anonymous; a bad one is anonymous too, and the reason is kept for the caller.
 *
 * @example
 * ```ts
 * app.use('/api/trpc/*', session())
 * app.get('*', (c) => c.text(c.get('session').ok ? 'signed in' : 'anonymous'))
 * ```
 */
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '@chainwork/shared-config';
import { verifySession, type SessionCheck } from '../../auth/verify-session';
import { readGatewaySettings, readSettings, type GatewayEnv } from '../../env';

export type SessionState = SessionCheck | { ok: false; reason: 'none' };

export type SessionEnv = GatewayEnv & { Variables: { session: SessionState } };

export function session(): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (!token) {
      c.set('session', { ok: false, reason: 'none' });
    } else {
      const { authJwtKey, moderatorEmails } = readGatewaySettings(c.env);
      c.set('session', await verifySession(token, { jwtKey: authJwtKey, siteUrl: readSettings(c.env).siteUrl, moderatorEmails }));
    }
    await next();
  };
}
