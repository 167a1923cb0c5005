import { SIGN_IN_RETURN_PARAM } from '@chainwork/shared-config';

/** The query parameter a page may add to the sign-in link to come back to itself. */
export const RETURN_PARAM = SIGN_IN_RETURN_PARAM;

/**
 * Where to go once signed in: the `next` path if it is one of this site's own (never
 * `//host` or a URL, so a link cannot send a fresh session elsewhere), else the home page.
 */
export function afterSignInPath(search: string): string {
  const next = new URLSearchParams(search).get(RETURN_PARAM);
  return next && /^\/(?![/\\])/.test(next) ? next : '/';
}
