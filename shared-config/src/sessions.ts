/**
 * Ended sessions. A session token is valid until it expires; signing out, or signing out
 * everywhere, writes a note to the SESSIONS key-value namespace (the api writes, the gateway
 * reads on every request that carries a valid token), and the gateway treats a noted token
 * as no session. Anonymous requests carry no token and read nothing. And the sign-in limits
 * with the known-device cookie they read. Server-side only (the api and the gateway), so this is a
 * subpath of its own, `@chainwork/shared-config/sessions`: the pages never load it.
 */

/** The note that one session ended (the token's `sid`). */
export function endedSessionKey(sessionId: string): string {
  return `ended-session:${sessionId}`;
}

/** The note that every session of a person issued up to a moment ended (seconds since the epoch). */
export function sessionsEndedKey(userId: string): string {
  return `sessions-ended:${userId}`;
}

/**
 * How long an ended session may still pass somewhere: Workers KV serves a new value
 * everywhere within about a minute (and caches reads that long).
 */
export const SESSION_END_PROPAGATION_SECONDS = 60;

/** Whether a token issued at `issuedAtSeconds` is covered by a "signed out everywhere" at `endedUpToSeconds`. */
export function endedBySignOutEverywhere(issuedAtSeconds: number, endedUpToSeconds: number | null): boolean {
  return endedUpToSeconds !== null && issuedAtSeconds <= endedUpToSeconds;
}

/** The HttpOnly cookie naming a device that has signed in before (a random token; the api keeps its hash). */
export const SIGN_IN_DEVICE_COOKIE = '__chainwork_device';
/** How long a device stays known: the longest cookie lifetime browsers allow. */
export const SIGN_IN_DEVICE_TTL_DAYS = 400;

/**
 * The HttpOnly cookie carrying a visitor's D1 bookmark (D1's Sessions API): the api sets it
 * after a write, the gateway forwards it to the api, and the api's reads start from it, so a
 * read replica answers that visitor only once it holds their write. Scoped to the api's
 * path (documents and assets never carry it) and short-lived: replicas catch up in seconds.
 */
export const D1_BOOKMARK_COOKIE = '__chainwork_d1';
export const D1_BOOKMARK_COOKIE_PATH = '/api/';
export const D1_BOOKMARK_TTL_SECONDS = 3600;
/** Longer is not a bookmark D1 wrote: ignored, never passed on. */
export const D1_BOOKMARK_MAX_LENGTH = 128;

/**
 * The attributes of the session cookie and the known-device cookie, as the local provider
 * sets them: HttpOnly (no script reads them), SameSite=Lax (not sent on cross-site POSTs),
 * Secure on https sites, for the whole site. Plain options for hono's cookie serialiser,
 * which the api (sign-in, sign-out) and the gateway (dropping a dead session) each call.
 */
export function sessionCookieOptions(secure: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'Lax', secure } as const;
}

/**
 * Sign-in e-mails in sliding windows. `perEmail` counts one address's mails asked for from
 * one client (network), so nobody elsewhere can use it up; `perClient` all of one client's;
 * `perEmailAllClients` one address's from every client together, which keeps a flood sent
 * from many networks out of the inbox. A device that has signed in as the address before
 * (SIGN_IN_DEVICE_COOKIE) is not held by `perEmailAllClients`, so a flood cannot lock the
 * owner out; a new device of theirs can still use the link in any of the mails just sent.
 */
export const SIGN_IN_RATE_LIMITS = {
  perEmail: { limit: 5, windowMinutes: 15 },
  perClient: { limit: 30, windowMinutes: 15 },
  perEmailAllClients: { limit: 20, windowMinutes: 60 },
} as const;
