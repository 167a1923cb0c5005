/**
 * Authentication is delegated to a hosted provider (docs/product-requirements.md#authentication). The product reads a user
 * and a sign-out function from it; after sign-out the visitor goes to `/` (docs/product-requirements.md#routes).
 * Everything else (forms, sessions, passwords) belongs to the provider.
 */
import type { SessionInfo } from '../../accounts';
import type { Role } from '../../identity';

export interface AuthUser {
  id: string;
  name: string | null;
  email: string | null;
  /** `employer` for everyone signed in; `moderator` too for moderators. */
  roles: Role[];
}

export type AuthStatus = 'loading' | 'anonymous' | 'signed-in';

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  /** True once a session that was open in this tab ran out: the page says so politely. */
  sessionEnded?: boolean;
}

export interface AuthProvider {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  signOut(): Promise<void>;
  /**
   * Ends every session of the signed-in person, on every device, then leaves like signOut;
   * rejects when the server could not (nothing is ended then). Only the local provider has
   * it: with Clerk, Clerk's own account page lists and ends sessions.
   */
  signOutEverywhere?(): Promise<void>;
  /**
   * A sign-in completed in this page (the local provider's link or code was verified): the
   * whole page shows the person at once, not only after the next document load, which a
   * click elsewhere in the site can overtake.
   */
  signedIn?(session: SessionInfo): void;
  /** Renders the provider's own sign-in or sign-up form into an element; returns the unmount. */
  mount?(kind: 'signIn' | 'signUp', element: HTMLElement): () => void;
}

export const ANONYMOUS: AuthState = { status: 'anonymous', user: null };

/**
 * Used when no publishable key is configured: every visitor is anonymous (docs/product-requirements.md#authentication),
 * and signing out only takes the visitor to the landing path.
 */
export function anonymousAuth(goTo: (path: string) => void, afterSignOutPath: string): AuthProvider {
  return {
    getState: () => ANONYMOUS,
    subscribe: () => () => {},
    signOut: async () => goTo(afterSignOutPath),
  };
}
