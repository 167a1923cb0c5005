import type { SessionInfo } from '../../accounts';
import { TRPC_PATH } from '../../constants';
import { ANONYMOUS, type AuthProvider, type AuthState } from './provider';

export interface LocalAuthOptions {
  /** The session the gateway verified for this page (runtime config), or null. */
  session: SessionInfo | null;
  afterSignOutPath: string;
  goTo: (path: string) => void;
  /** Ends the session and clears the HttpOnly cookie on the server; defaults to the api's `auth.signOut`. */
  endSession?: () => Promise<void>;
  /** Ends every session of the person; defaults to the api's `auth.signOutEverywhere`. */
  endEverySession?: () => Promise<void>;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  /** Where to listen for the tab coming back (timers sleep in background tabs). */
  events?: Pick<EventTarget, 'addEventListener'>;
}

/** Timers longer than this overflow in browsers; a longer session re-arms on the way. */
const MAX_TIMER_MS = 2_147_483_647;

/** A tRPC mutation without input: the gateway checks the Origin, the api ends the session and clears the cookie. */
async function signOutOnServer(procedure: 'auth.signOut' | 'auth.signOutEverywhere'): Promise<void> {
  const response = await fetch(`${TRPC_PATH}/${procedure}`, {
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
  const endSession = options.endSession ?? (() => signOutOnServer('auth.signOut'));
  const endEverySession = options.endEverySession ?? (() => signOutOnServer('auth.signOutEverywhere'));
  const listeners = new Set<() => void>();
  let state: AuthState = options.session && options.session.expiresAt > now() ? stateOf(options.session) : ANONYMOUS;

  const setState = (next: AuthState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  let expiresAt = options.session?.expiresAt ?? 0;
  const checkExpiry = () => {
    if (state.status !== 'signed-in') return;
    const left = expiresAt - now();
    if (left <= 0) setState({ ...ANONYMOUS, sessionEnded: true });
    else setTimer(checkExpiry, Math.min(left, MAX_TIMER_MS));
  };
  let watching = false;
  const watchExpiry = () => {
    checkExpiry();
    if (watching) return;
    watching = true;
    options.events?.addEventListener('visibilitychange', checkExpiry);
    options.events?.addEventListener('focus', checkExpiry);
  };
  if (state.status === 'signed-in') watchExpiry();

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async signOut() {
      try {
        await endSession();
      } catch (error) {
        // The next page load still verifies the cookie; the visitor is not kept waiting here.
        console.warn('[chainwork] sign-out:', error instanceof Error ? error.message : error);
      }
      setState(ANONYMOUS);
      options.goTo(options.afterSignOutPath);
    },
    signedIn(session) {
      if (session.expiresAt <= now()) return;
      expiresAt = session.expiresAt;
      setState(stateOf(session));
      watchExpiry();
    },
    async signOutEverywhere() {
      // Unlike signOut, a failure is the caller's to show: the other devices are still signed in.
      await endEverySession();
      setState(ANONYMOUS);
      options.goTo(options.afterSignOutPath);
    },
  };
}
