/** The cookies the gateway itself sets; nothing proxied may set or overwrite them. */
import { serialize } from 'hono/utils/cookie';
import { COLOR_MODE_STORAGE_KEY, SESSION_COOKIE, VERSION_BUCKET_COOKIE, VERSION_PIN_COOKIE } from '@chainwork/shared-config';
import { D1_BOOKMARK_COOKIE, SIGN_IN_DEVICE_COOKIE, sessionCookieOptions } from '@chainwork/shared-config/sessions';

export const GATEWAY_COOKIES: readonly string[] = [COLOR_MODE_STORAGE_KEY, VERSION_BUCKET_COOKIE, VERSION_PIN_COOKIE];

/**
 * The cookies the api reads, forwarded to it; every other cookie stays here (the session
 * token too: the api gets the identity the gateway verified, never the token). The D1
 * bookmark lets the api read from a copy at least as new as the visitor's last write.
 */
export const API_COOKIES: readonly string[] = [SIGN_IN_DEVICE_COOKIE, D1_BOOKMARK_COOKIE];

/** The name of a `Set-Cookie` value (`name=value; attrs`). */
export function setCookieName(setCookie: string): string {
  const eq = setCookie.indexOf('=');
  return (eq < 0 ? setCookie : setCookie.slice(0, eq)).trim();
}

/** `a=1; b=2` -> only the pairs whose name is in `names`; null when none is left. */
export function keepCookies(header: string | null, names: readonly string[]): string | null {
  if (!header || names.length === 0) return null;
  const kept = header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => {
      const eq = pair.indexOf('=');
      return eq > 0 && names.includes(pair.slice(0, eq).trim());
    });
  return kept.length ? kept.join('; ') : null;
}

/** A dead local session's cookie, emptied and expired with the attributes the api set it with. */
export function clearedSessionCookie(secure: boolean): string {
  return serialize(SESSION_COOKIE, '', { ...sessionCookieOptions(secure), maxAge: 0, expires: new Date(0) });
}
