/**
 * Accounts: the session cookie, the local provider's sign-in rules and their messages,
 * written once for the api (which enforces them), the gateway (which reads the cookie)
 * and the shell (which shows the messages). The spec leaves these open; they are ours.
 */
import type { Identity } from './identity';

/** Where the session token lives: Clerk's cookie name, so both providers are read the same way. */
export const SESSION_COOKIE = '__session';

/** Which identity provider signs people in (AUTH_PROVIDER). */
export const AUTH_PROVIDERS = ['local', 'clerk'] as const;
export type AuthProviderName = (typeof AUTH_PROVIDERS)[number];

/** Sign-up and sign-in send the same kind of mail; the intent only changes its words. */
export const SIGN_IN_INTENTS = ['sign-in', 'sign-up'] as const;
export type SignInIntent = (typeof SIGN_IN_INTENTS)[number];

/** The local provider's one-time link and code. */
export const SIGN_IN_CODE_LENGTH = 6;
export const SIGN_IN_TTL_MINUTES = 15;
/** Wrong codes after which an attempt is locked for good (a new e-mail starts a new one). */
export const SIGN_IN_MAX_WRONG_CODES = 5;
/** The query parameter of the link in the mail, on the sign-in page. */
export const SIGN_IN_LINK_PARAM = 'token';
/** How long a local session lasts before the visitor signs in again. */
export const LOCAL_SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * A header only the gateway sets (and strips from clients): who the client is, for the
 * api's own rate limits (sign-in, feedback, suggestions). A hash, never the address itself.
 */
export const CLIENT_KEY_HEADER = 'x-chainwork-client-key';

/** Stable messages of the sign-in flow; the shell shows them as they are. */
export const SIGN_IN_MESSAGES = {
  invalidEmail: 'Enter a valid e-mail address, like name@example.com',
  tooManyForEmail: 'Too many sign-in e-mails for this address. Wait a few minutes and try again.',
  tooManyForClient: 'Too many sign-in requests from this network. Wait a few minutes and try again.',
  floodedEmail:
    'Many sign-in e-mails were sent to this address in the last hour. Use the link in the newest one, or sign in from a device you used before.',
  sendFailed: 'We could not send the e-mail just now. Please try again in a moment.',
  wrongCode: 'That code is not right. Check the e-mail and try again.',
  locked: 'Too many wrong codes. Ask for a new e-mail to try again.',
  expired: 'This link or code has expired or was already used. Ask for a new e-mail.',
  hostedProvider: 'Sign-in is handled by the hosted provider on this site.',
} as const;

/** What the gateway tells the page about its visitor (window.__CHAINWORK__.session). */
export interface SessionInfo extends Identity {
  /** When the session token expires (ms since the epoch); the page turns signed-out then. */
  expiresAt: number;
}

/** The query parameter of the sign-in and sign-up pages naming the path to come back to once signed in. */
export const SIGN_IN_RETURN_PARAM = 'next';

/** A sign-in (or sign-up) page's address that comes back to `returnTo`, a path of this site. */
export function authPageHref(authPath: string, returnTo: string): string {
  return `${authPath}?${SIGN_IN_RETURN_PARAM}=${encodeURIComponent(returnTo)}`;
}
