/**
 * Colour-mode cookie: the whole product is dark (docs/product-requirements.md#look-and-colour-mode). Chakra's cookie storage
 * manager reads this cookie, so setting it on the document response means the first
 * paint is already dark, and a visitor who switched to light is put back.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { serialize, type CookieOptions } from 'hono/utils/cookie';
import { COLOR_MODE_COOKIE_MAX_AGE_S, COLOR_MODE_STORAGE_KEY, FORCED_COLOR_MODE } from '@chainwork/shared-config';

export interface ColourModeOptions {
  /** Add `Secure` (only on https sites: browsers drop Secure cookies set over http). */
  secure?: boolean | ((c: Context) => boolean);
}

/** Not HttpOnly: Chakra's colour-mode manager reads it in the page. */
function colourModeCookieOptions(secure: boolean): CookieOptions {
  return { maxAge: COLOR_MODE_COOKIE_MAX_AGE_S, path: '/', sameSite: 'Lax', secure };
}

export function colourModeCookie(secure: boolean): string {
  return serialize(COLOR_MODE_STORAGE_KEY, FORCED_COLOR_MODE, colourModeCookieOptions(secure));
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
    setCookie(c, COLOR_MODE_STORAGE_KEY, FORCED_COLOR_MODE, colourModeCookieOptions(secure));
  };
}
