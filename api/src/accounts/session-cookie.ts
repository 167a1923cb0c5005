import { SESSION_COOKIE } from '@chainwork/shared-config';

/**
 * The session cookie as the local provider sets it: HttpOnly (no script reads it),
 * SameSite=Lax (not sent on cross-site POSTs), Secure on https sites, for the whole site.
 */
function attributes(siteUrl: string): string {
  return `Path=/; HttpOnly; SameSite=Lax${siteUrl.startsWith('https:') ? '; Secure' : ''}`;
}

export function sessionCookie(token: string, expiresAt: Date, now: Date, siteUrl: string): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return `${SESSION_COOKIE}=${token}; Max-Age=${maxAge}; ${attributes(siteUrl)}`;
}

/** Signing out: the same cookie, emptied and expired. */
export function clearedSessionCookie(siteUrl: string): string {
  return `${SESSION_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; ${attributes(siteUrl)}`;
}
