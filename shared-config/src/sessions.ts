/**
 * Ended sessions. A session token is valid until it expires; signing out, or signing out
 * everywhere, writes a note to the SESSIONS key-value namespace (the api writes, the gateway
 * reads on every request that carries a valid token), and the gateway treats a noted token
 * as no session. Anonymous requests carry no token and read nothing.
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
