import { clearedSessionSetCookie, sessionSetCookie } from '@chainwork/shared-config';

const secure = (siteUrl: string) => siteUrl.startsWith('https:');

/** The session cookie for a token, living exactly as long as the token. */
export function sessionCookie(token: string, expiresAt: Date, now: Date, siteUrl: string): string {
  return sessionSetCookie(token, (expiresAt.getTime() - now.getTime()) / 1000, secure(siteUrl));
}

/** Signing out: the same cookie, emptied and expired. */
export function clearedSessionCookie(siteUrl: string): string {
  return clearedSessionSetCookie(secure(siteUrl));
}
