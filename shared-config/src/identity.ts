/**
 * Who is signed in, as the gateway hands it to the api. The gateway verifies the session
 * token once, strips any of these headers a client sent, and sets them from the verified
 * token; the api trusts nothing else (it is reachable only through the gateway's binding).
 */
export const ROLES = ['employer', 'moderator'] as const;
export type Role = (typeof ROLES)[number];

export interface Identity {
  /** The identity provider's stable user id (Clerk's `sub`, or the local provider's). */
  userId: string;
  /** The verified primary e-mail address, lowercase. */
  email: string;
  /** Every signed-in person is an `employer`; `moderator` comes from the provider or configuration. */
  roles: Role[];
  /** The session this request came with (the token's `sid` and expiry), so it can be ended. */
  session?: SessionRef;
}

/** One signed-in session: the token's `sid`, and when the token expires (ms since the epoch). */
export interface SessionRef {
  id: string;
  expiresAt: number;
}

/** Request headers that carry the verified identity from the gateway to the api. */
export const IDENTITY_HEADERS = {
  userId: 'x-chainwork-user-id',
  email: 'x-chainwork-user-email',
  /** Comma-separated roles. */
  roles: 'x-chainwork-user-roles',
  /** The session's id (the token's `sid`). */
  sessionId: 'x-chainwork-session-id',
  /** When the session's token expires, ms since the epoch. */
  sessionExpiresAt: 'x-chainwork-session-expires-at',
} as const;

export const IDENTITY_HEADER_NAMES: readonly string[] = Object.values(IDENTITY_HEADERS);
