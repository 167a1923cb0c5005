import type { SessionInfo } from '../../accounts';
import { TRPC_PATH } from '../../constants';
import { ANONYMOUS, type AuthProvider, type AuthState } from './provider';

export interface LocalAuthOptions {
  /** The session the gateway verified for this page (runtime config), or null. */
  session: SessionInfo | null;
  afterSignOutPath: string;
  goTo: (path: string) => void;
  /**
   * Ends the session (or every session of the person) and clears the HttpOnly cookie on the
   * server; defaults to the api's `auth.signOut` (`auth.signOutEverywhere`).
   */
  endSession?: (everywhere: boolean) => Promise<void>;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  /** Where to listen for the tab coming back (timers sleep in background tabs). */
  events?: Pick<EventTarget, 'addEventListener'>;
}

/** Timers longer than this overflow in browsers; a longer session re-arms on the way. */
const MAX_TIMER_MS = 2_147_483_647;

/** A tRPC mutation without input: the gateway checks the Origin, the api ends the session and clears the cookie. */
async function signOutOnServer(everywhere: boolean): Promise<void> {
  const response = await fetch(`${TRPC_PATH}/auth.signOut${everywhere ? 'Everywhere' : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`sign-out failed with ${response.status}`);
}

function stateOf(session: SessionInfo): AuthState {
  return { status: 'signed-in', user: { id: session.userId, name: null, email: session.email, roles: session.roles } };
}

/**
 * The local identity provider in the browser. Who is signed in comes from the page
 * itself (the gateway verified the HttpOnly cookie and injected the identity), so the
 * top bar is right at first paint. When the session runs out while the tab is open, the
 * state turns anonymous with `sessionEnded`, and the page says so instead of failing.
 */
export function createLocalAuth(options: LocalAuthOptions): AuthProvider {
  const now = options.now ?? (() => Date.now());
  const setTimer = options.setTimer ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  const endSession = options.endSession ?? signOutOnServer;
  const listeners = new Set<() => void>();
  let state: AuthState = options.session && options.session.expiresAt > now() ? stateOf(options.session) : ANONYMOUS;

  const setState = (next: AuthState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  let expiresAt = options.session?.expiresAt ?? 0;
  let watching = false;
  const checkExpiry = () => {
    if (state.status !== 'signed-in') return;
    if (!watching) {
      // Timers sleep in background tabs: look again when the tab comes back.
      watching = true;
      options.events?.addEventListener('visibilitychange', checkExpiry);
      options.events?.addEventListener('focus', checkExpiry);
    }
    const left = expiresAt - now();
    if (left <= 0) setState({ ...ANONYMOUS, sessionEnded: true });
    else setTimer(checkExpiry, Math.min(left, MAX_TIMER_MS));
  };
  checkExpiry();

  /** Sign-out's failure is quiet (the next page load verifies the cookie again); "everywhere"'s is the caller's to show. */
  const leave = async (everywhere: boolean) => {
    try {
      await endSession(everywhere);
    } catch (error) {
      if (everywhere) throw error;
      console.warn('[chainwork] sign-out:', error instanceof Error ? error.message : error);
    }
    setState(ANONYMOUS);
    options.goTo(options.afterSignOutPath);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    signOut: () => leave(false),
    signOutEverywhere: () => leave(true),
    signedIn(session) {
      if (session.expiresAt <= now()) return;
      expiresAt = session.expiresAt;
      setState(stateOf(session));
      checkExpiry();
    },
  };
}
