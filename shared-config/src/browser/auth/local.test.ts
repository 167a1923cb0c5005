import { describe, expect, it, vi } from 'vitest';
import { createLocalAuth } from './local';

const session = { userId: 'usr_1', email: 'ada@example.com', roles: ['employer' as const, 'moderator' as const], expiresAt: 10_000 };

function clock(start: number) {
  let t = start;
  const timers: Array<{ at: number; run: () => void }> = [];
  return {
    now: () => t,
    setTimer: (run: () => void, ms: number) => {
      timers.push({ at: t + ms, run });
    },
    advance(ms: number) {
      t += ms;
      for (const timer of timers.splice(0).filter((x) => x.at <= t)) timer.run();
    },
  };
}

describe('createLocalAuth', () => {
  it('is signed in from the injected session, with its roles', () => {
    const c = clock(1_000);
    const auth = createLocalAuth({ session, afterSignOutPath: '/', goTo: vi.fn(), now: c.now, setTimer: c.setTimer });
    expect(auth.getState()).toEqual({
      status: 'signed-in',
      user: { id: 'usr_1', name: null, email: 'ada@example.com', roles: ['employer', 'moderator'] },
    });
  });

  it('turns politely signed out when the session runs out in an open tab', () => {
    const c = clock(1_000);
    const auth = createLocalAuth({ session, afterSignOutPath: '/', goTo: vi.fn(), now: c.now, setTimer: c.setTimer });
    const seen = vi.fn();
    auth.subscribe(seen);
    c.advance(9_500);
    expect(auth.getState()).toEqual({ status: 'anonymous', user: null, sessionEnded: true });
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('is anonymous for a session that had already expired when the page was served', () => {
    const c = clock(20_000);
    expect(createLocalAuth({ session, afterSignOutPath: '/', goTo: vi.fn(), now: c.now, setTimer: c.setTimer }).getState().status).toBe(
      'anonymous',
    );
  });

  it('signs out on the server, then lands on /', async () => {
    const c = clock(1_000);
    const goTo = vi.fn();
    const endSession = vi.fn(async () => {});
    const auth = createLocalAuth({ session, afterSignOutPath: '/', goTo, endSession, now: c.now, setTimer: c.setTimer });
    await auth.signOut();
    expect(endSession).toHaveBeenCalledWith(false);
    expect(auth.getState().status).toBe('anonymous');
    expect(goTo).toHaveBeenCalledWith('/');
  });

  it('still lands on / when the server cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const goTo = vi.fn();
    const auth = createLocalAuth({
      session,
      afterSignOutPath: '/',
      goTo,
      endSession: () => Promise.reject(new Error('offline')),
      now: () => 1_000,
      setTimer: () => {},
    });
    await auth.signOut();
    expect(goTo).toHaveBeenCalledWith('/');
    warn.mockRestore();
  });

  it('signs out everywhere on the server, then lands on /', async () => {
    const goTo = vi.fn();
    const endSession = vi.fn(async () => {});
    const auth = createLocalAuth({ session, afterSignOutPath: '/', goTo, endSession, now: () => 1_000, setTimer: () => {} });
    await auth.signOutEverywhere!();
    expect(endSession).toHaveBeenCalledWith(true);
    expect(auth.getState().status).toBe('anonymous');
    expect(goTo).toHaveBeenCalledWith('/');
  });

  it('stays signed in and says so when "sign out everywhere" did not reach the server', async () => {
    const goTo = vi.fn();
    const auth = createLocalAuth({
      session,
      afterSignOutPath: '/',
      goTo,
      endSession: () => Promise.reject(new Error('offline')),
      now: () => 1_000,
      setTimer: () => {},
    });
    await expect(auth.signOutEverywhere!()).rejects.toThrow('offline');
    expect(auth.getState().status).toBe('signed-in');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('shows a sign-in completed in this page at once, and its expiry like any session', () => {
    const c = clock(1_000);
    const auth = createLocalAuth({ session: null, afterSignOutPath: '/', goTo: vi.fn(), now: c.now, setTimer: c.setTimer });
    const seen = vi.fn();
    auth.subscribe(seen);
    expect(auth.getState().status).toBe('anonymous');
    auth.signedIn!({ ...session, roles: ['employer'], expiresAt: 5_000 });
    expect(auth.getState()).toMatchObject({ status: 'signed-in', user: { email: 'ada@example.com', roles: ['employer'] } });
    expect(seen).toHaveBeenCalledTimes(1);
    c.advance(4_500);
    expect(auth.getState()).toEqual({ status: 'anonymous', user: null, sessionEnded: true });
  });
});
