/**
 * `Vary: Accept-Encoding` on every response whose type a cache or the platform may
 * compress (Hono's own list of compressible types): a shared cache must never hand a
 * gzip body to a client that did not ask for it. Other Vary values are kept.
 *
 * @example
 * ```ts
 * app.use('*', varyEncoding())
 * ```
 */
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

export function varyEncoding(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(c.res.headers.get('content-type') ?? '')) return;
    const vary = c.res.headers.get('vary');
    const listed = (vary ?? '').split(',').map((name) => name.trim().toLowerCase());
    if (listed.includes('accept-encoding') || listed.includes('*')) return;
    c.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  };
}
