import { describe, expect, it, vi } from 'vitest';
import { clerkScriptUrl, createClerkAuth, type ClerkLike } from './clerk';
import { anonymousAuth } from './provider';

const KEY = `pk_test_${btoa('clerk.chainwork.example$')}`;

function fakeClerk(user: ClerkLike['user'] = null) {
  let listener: ((r: { user?: ClerkLike['user'] }) => void) | undefined;
  const clerk: ClerkLike & { emit(user: ClerkLike['user']): void } = {
    user,
    load: vi.fn(async () => {}),
    addListener: (l) => {
      listener = l;
      return () => {};
    },
    signOut: vi.fn(async () => {}),
    mountSignIn: vi.fn(),
    unmountSignIn: vi.fn(),
    mountSignUp: vi.fn(),
    unmountSignUp: vi.fn(),
    emit: (u) => listener?.({ user: u }),
  };
  return clerk;
}

const options = { signInUrl: 'https://site.example/sign-in', signUpUrl: 'https://site.example/sign-up', afterSignOutUrl: '/' };

describe('createClerkAuth', () => {
  it("loads the provider's script from its own host with the key, then reports the user", async () => {
    const clerk = fakeClerk({ id: 'u1', fullName: 'Ada L', primaryEmailAddress: { emailAddress: 'ada@example.com' } });
    const load = vi.fn(async () => {});
    const auth = createClerkAuth({ publishableKey: KEY, ...options, goTo: vi.fn(), load, getClerk: () => clerk });
    expect(auth.getState().status).toBe('loading');
    await vi.waitFor(() => expect(auth.getState().status).toBe('signed-in'));
    expect(load).toHaveBeenCalledWith(clerkScriptUrl('clerk.chainwork.example'), { 'data-clerk-publishable-key': KEY });
    expect(clerk.load).toHaveBeenCalledWith(options);
    expect(auth.getState().user).toEqual({ id: 'u1', name: 'Ada L', email: 'ada@example.com', roles: ['employer'] });

    const seen = vi.fn();
    auth.subscribe(seen);
    clerk.emit(null);
    expect(auth.getState()).toEqual({ status: 'anonymous', user: null });
    expect(seen).toHaveBeenCalled();
  });

  it('signs out through the provider and sends the visitor to /', async () => {
    const clerk = fakeClerk({ id: 'u1' });
    const goTo = vi.fn();
    const auth = createClerkAuth({ publishableKey: KEY, ...options, goTo, load: async () => {}, getClerk: () => clerk });
    await auth.signOut();
    expect(clerk.signOut).toHaveBeenCalledWith({ redirectUrl: '/' });
    expect(goTo).toHaveBeenCalledWith('/');
    expect(auth.getState().status).toBe('anonymous');
  });

  it('falls back to anonymous when the script cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const auth = createClerkAuth({
      publishableKey: KEY,
      ...options,
      goTo: vi.fn(),
      load: async () => {
        throw new Error('blocked');
      },
    });
    await vi.waitFor(() => expect(auth.getState().status).toBe('anonymous'));
    warn.mockRestore();
  });

  it('mounts the hosted sign-in form once loaded, and unmounts it', async () => {
    const clerk = fakeClerk();
    const auth = createClerkAuth({ publishableKey: KEY, ...options, goTo: vi.fn(), load: async () => {}, getClerk: () => clerk });
    const element = {} as HTMLElement;
    const unmount = auth.mount!('signIn', element);
    await vi.waitFor(() => expect(clerk.mountSignIn).toHaveBeenCalledWith(element));
    unmount();
    expect(clerk.unmountSignIn).toHaveBeenCalledWith(element);
  });
});

describe('anonymousAuth', () => {
  it('has no user, and signing out goes to /', async () => {
    const goTo = vi.fn();
    const auth = anonymousAuth(goTo, '/');
    expect(auth.getState()).toEqual({ status: 'anonymous', user: null });
    await auth.signOut();
    expect(goTo).toHaveBeenCalledWith('/');
  });
});
