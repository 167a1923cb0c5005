/** The cookies the api writes (sign-in, sign-out), serialised by hono; tRPC has no Hono context to set them on. */
import { serialize } from 'hono/utils/cookie';
import { SESSION_COOKIE } from '@chainwork/shared-config';
import { SIGN_IN_DEVICE_COOKIE, SIGN_IN_DEVICE_TTL_DAYS, sessionCookieOptions } from '@chainwork/shared-config/sessions';
import { DAY_MS, SECOND_MS } from '@chainwork/shared-config/time';

const secure = (siteUrl: string) => siteUrl.startsWith('https:');

/** The session cookie for a token, living exactly as long as the token. */
export function sessionCookie(token: string, expiresAt: Date, now: Date, siteUrl: string): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / SECOND_MS));
  return serialize(SESSION_COOKIE, token, { ...sessionCookieOptions(secure(siteUrl)), maxAge });
}

/** Signing out: the same cookie, emptied and expired. */
export function clearedSessionCookie(siteUrl: string): string {
  return serialize(SESSION_COOKIE, '', { ...sessionCookieOptions(secure(siteUrl)), maxAge: 0, expires: new Date(0) });
}

/** The known-device cookie (its random token), with the session cookie's attributes. */
export function signInDeviceCookie(token: string, siteUrl: string): string {
  const maxAge = (SIGN_IN_DEVICE_TTL_DAYS * DAY_MS) / SECOND_MS;
  return serialize(SIGN_IN_DEVICE_COOKIE, token, { ...sessionCookieOptions(secure(siteUrl)), maxAge });
}
