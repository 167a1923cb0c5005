import { clerkFrontendApi, clerkScriptUrl } from '../../third-party';
import { loadScript } from '../load-script';
import { ANONYMOUS, type AuthProvider, type AuthState, type AuthUser } from './provider';

/**
 * The adapter for Clerk, the hosted provider. Its browser script comes from the
 * instance's own Frontend API host, which the publishable key encodes (third-party.ts).
 */
export { clerkFrontendApi, clerkScriptUrl };

/** The slice of Clerk's browser object this adapter uses. */
export interface ClerkLike {
  load(options: { signInUrl: string; signUpUrl: string; afterSignOutUrl: string }): Promise<void>;
  user: ClerkUserLike | null | undefined;
  addListener(listener: (resources: { user?: ClerkUserLike | null }) => void): () => void;
  signOut(options: { redirectUrl: string }): Promise<void>;
  mountSignIn(element: HTMLElement): void;
  unmountSignIn(element: HTMLElement): void;
  mountSignUp(element: HTMLElement): void;
  unmountSignUp(element: HTMLElement): void;
}
interface ClerkUserLike {
  id: string;
  fullName?: string | null;
  primaryEmailAddress?: { emailAddress: string } | null;
  /** Moderators carry `{ role: 'moderator' }` here (set in Clerk's dashboard or API). */
  publicMetadata?: Record<string, unknown> | null;
}

export interface ClerkAuthOptions {
  publishableKey: string;
  signInUrl: string;
  signUpUrl: string;
  afterSignOutUrl: string;
  goTo: (path: string) => void;
  /** Loads the script; defaults to a script tag. Tests replace it. */
  load?: (src: string, attributes: Record<string, string>) => Promise<void>;
  /** Where the script leaves Clerk; defaults to `window.Clerk`. */
  getClerk?: () => ClerkLike | undefined;
}

function toUser(user: ClerkUserLike | null | undefined): AuthUser | null {
  if (!user) return null;
  const metadata = user.publicMetadata ?? {};
  const moderator = metadata.role === 'moderator' || (Array.isArray(metadata.roles) && metadata.roles.includes('moderator'));
  return {
    id: user.id,
    name: user.fullName ?? null,
    email: user.primaryEmailAddress?.emailAddress ?? null,
    roles: moderator ? ['employer', 'moderator'] : ['employer'],
  };
}

function stateOf(user: ClerkUserLike | null | undefined): AuthState {
  const mapped = toUser(user);
  return mapped ? { status: 'signed-in', user: mapped } : ANONYMOUS;
}

/**
 * Starts loading Clerk at once (the caller only creates this when a key is set) and
 * reports 'loading' until it answers. If the script or the key fails, the visitor is
 * simply anonymous: the job board works without an account.
 */
export function createClerkAuth(options: ClerkAuthOptions): AuthProvider {
  const frontendApi = clerkFrontendApi(options.publishableKey);
  const load = options.load ?? loadScript;
  const getClerk = options.getClerk ?? (() => (globalThis as { Clerk?: ClerkLike }).Clerk);
  const listeners = new Set<() => void>();
  let state: AuthState = frontendApi ? { status: 'loading', user: null } : ANONYMOUS;
  let clerk: ClerkLike | undefined;

  const setState = (next: AuthState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const ready: Promise<ClerkLike | undefined> = frontendApi
    ? load(clerkScriptUrl(frontendApi), { 'data-clerk-publishable-key': options.publishableKey.trim() })
        .then(async () => {
          const loaded = getClerk();
          if (!loaded) throw new Error('Clerk did not start');
          await loaded.load({ signInUrl: options.signInUrl, signUpUrl: options.signUpUrl, afterSignOutUrl: options.afterSignOutUrl });
          clerk = loaded;
          setState(stateOf(loaded.user));
          loaded.addListener(({ user }) => setState(stateOf(user)));
          return loaded;
        })
        .catch((error: unknown) => {
          console.warn('[chainwork] sign-in is unavailable:', error instanceof Error ? error.message : error);
          setState(ANONYMOUS);
          return undefined;
        })
    : Promise.resolve(undefined);

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async signOut() {
      const loaded = clerk ?? (await ready);
      if (loaded) await loaded.signOut({ redirectUrl: options.afterSignOutUrl });
      setState(ANONYMOUS);
      options.goTo(options.afterSignOutUrl);
    },
    mount(kind, element) {
      let unmounted = false;
      void ready.then((loaded) => {
        if (!loaded || unmounted) return;
        if (kind === 'signIn') loaded.mountSignIn(element);
        else loaded.mountSignUp(element);
      });
      return () => {
        unmounted = true;
        if (!clerk) return;
        if (kind === 'signIn') clerk.unmountSignIn(element);
        else clerk.unmountSignUp(element);
      };
    },
  };
}
