/** The D1 bookmark cookie (D1_BOOKMARK_COOKIE), serialised by hono: HttpOnly, SameSite=Lax, the api's path only. */
import { serialize } from 'hono/utils/cookie';
import { D1_BOOKMARK_COOKIE, D1_BOOKMARK_COOKIE_PATH, D1_BOOKMARK_TTL_SECONDS } from '@chainwork/shared-config/sessions';

export function bookmarkCookie(bookmark: string, siteUrl: string): string {
  return serialize(D1_BOOKMARK_COOKIE, bookmark, {
    path: D1_BOOKMARK_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Lax',
    secure: siteUrl.startsWith('https:'),
    maxAge: D1_BOOKMARK_TTL_SECONDS,
  });
}
