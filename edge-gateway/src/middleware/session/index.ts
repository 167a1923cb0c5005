/**
 * Reads and verifies the session cookie once per request and leaves the result on the
 * context (`c.get('session')`) for the tRPC proxy and documents. A missing cookie is
 * simply anonymous and costs nothing more; a bad one is anonymous too, and the reason is
 * kept for the caller. A valid token is then looked up among the ended sessions (two reads
 * of the SESSIONS namespace, which the api writes at sign-out): a signed-out token is no
 * session, on every request, within the minute KV takes to spread a write.
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
import { isEnded, type EndedSessionsReader } from './ended';

export type SessionState = SessionCheck | { ok: false; reason: 'none' };

export type SessionEnv = GatewayEnv & { Variables: { session: SessionState } };

async function sessionOf(token: string | undefined, env: GatewayEnv['Bindings'], ended: EndedSessionsReader): Promise<SessionState> {
  if (!token) return { ok: false, reason: 'none' };
  const { authJwtKey, authIssuer, moderatorEmails } = readGatewaySettings(env);
  const { siteUrl } = readSettings(env);
  const check = await verifySession(token, { jwtKey: authJwtKey, siteUrl, issuer: authIssuer ?? siteUrl, moderatorEmails });
  if (check.ok && (await isEnded(ended, check))) return { ok: false, reason: 'ended' };
  return check;
}

export function session(): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    c.set('session', await sessionOf(getCookie(c, SESSION_COOKIE), c.env, c.env.SESSIONS));
    await next();
  };
}
