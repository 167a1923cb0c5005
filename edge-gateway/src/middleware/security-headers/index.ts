/**
 * Hono's `secureHeaders` with the gateway's policy (security/headers.ts): `securityHeaders()`
 * on every response, `documentSecurityHeaders()` on documents, whose CSP nonce the route
 * reads from `c.get('secureHeadersNonce')` for the scripts it serves.
 *
 * What `secureHeaders` lacks and this adds: it sets headers in place, which throws on a
 * response whose headers are immutable (one straight from fetch()), so the response is
 * rebuilt around the same body first.
 *
 * @example
 * ```ts
 * app.use('*', securityHeaders())
 * app.get('*', documentSecurityHeaders((c) => thirdPartyOrigins(readSettings(c.env))), (c) => ...)
 * ```
 */
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { COMMON_SECURITY_HEADERS, documentSecurityOptions, type ExtraOrigins } from '../../security/headers';

function onMutableResponse(middleware: MiddlewareHandler): MiddlewareHandler {
  return (c, next) =>
    middleware(c, async () => {
      await next();
      c.res = new Response(c.res.body, c.res);
    });
}

export function securityHeaders(): MiddlewareHandler {
  return onMutableResponse(secureHeaders(COMMON_SECURITY_HEADERS));
}

export function documentSecurityHeaders(originsOf?: (c: Context) => ExtraOrigins): MiddlewareHandler {
  return onMutableResponse(secureHeaders(documentSecurityOptions(originsOf)));
}
