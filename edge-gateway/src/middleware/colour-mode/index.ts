/**
 * Colour-mode cookie: the whole product is dark (docs/product-requirements.md#look-and-colour-mode). Chakra's cookie storage
 * manager reads this cookie, so setting it on the document response means the first
 * paint is already dark, and a visitor who switched to light is put back.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { COLOR_MODE_COOKIE_MAX_AGE_S, COLOR_MODE_STORAGE_KEY, FORCED_COLOR_MODE } from '@chainwork/shared-config';

export interface ColourModeOptions {
  /** Add `Secure` (only on https sites: browsers drop Secure cookies set over http). */
  secure?: boolean | ((c: Context) => boolean);
}

export function colourModeCookie(secure: boolean): string {
  return [
    `${COLOR_MODE_STORAGE_KEY}=${FORCED_COLOR_MODE}`,
    `Max-Age=${COLOR_MODE_COOKIE_MAX_AGE_S}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * Appends `Set-Cookie: chakra-ui-color-mode=dark; ...` to HTML responses whose request
 * did not already carry the dark cookie.
 *
 * @example
 * ```ts
 * app.get('*', colourMode({ secure: (c) => c.env.SITE_URL.startsWith('https:') }), documentHandler)
 * ```
 */
export function colourMode(options: ColourModeOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (getCookie(c, COLOR_MODE_STORAGE_KEY) === FORCED_COLOR_MODE) return;
    if (!c.res.headers.get('content-type')?.startsWith('text/html')) return;
    const secure = typeof options.secure === 'function' ? options.secure(c) : options.secure === true;
    c.header('set-cookie', colourModeCookie(secure), { append: true });
  };
}
