/**
 * Adds the headers every gateway response carries (HSTS, nosniff, referrer policy),
 * without replacing a value a route set on purpose.
 *
 * @example
 * ```ts
 * app.use('*', securityHeaders())
 * ```
 */
import type { MiddlewareHandler } from 'hono';
import { commonSecurityHeaders } from '../../security/headers';

export function securityHeaders(): MiddlewareHandler {
  const common = Object.entries(commonSecurityHeaders());
  return async (c, next) => {
    await next();
    const missing = common.filter(([name]) => !c.res.headers.has(name));
    if (missing.length === 0) return;
    try {
      for (const [name, value] of missing) c.res.headers.set(name, value);
    } catch {
      // A response straight from fetch() has immutable headers: rebuild it around the same body.
      const headers = new Headers(c.res.headers);
      for (const [name, value] of missing) headers.set(name, value);
      c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
    }
  };
}
