import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANONYMOUS, resetAuth, setPageAuth, type AuthProvider, type AuthState } from '@chainwork/shared-config/browser';
import { injectSettings, renderInShell, setViewportWidth } from '../test/render';
import { TopBar } from '../top-bar/TopBar';

function provider(state: AuthState): AuthProvider & { signOut: ReturnType<typeof vi.fn> } {
  return { getState: () => state, subscribe: () => () => {}, signOut: vi.fn(async () => {}) };
}
const signedIn = (roles: Array<'employer' | 'moderator'>): AuthState => ({
  status: 'signed-in',
  user: { id: 'usr_1', name: null, email: 'ada@example.com', roles },
});

beforeEach(() => injectSettings());
afterEach(() => {
  resetAuth();
  delete window.__CHAINWORK__;
  setViewportWidth(1024);
});

describe('the account corner of the top bar', () => {
  beforeEach(() => setViewportWidth(1280));

  it('offers Sign in to anonymous visitors', () => {
    setPageAuth(provider(ANONYMOUS));
    renderInShell(<TopBar />);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  it("shows the person's initial with their pages and Sign out, without Moderation for employers", async () => {
    const auth = provider(signedIn(['employer']));
    setPageAuth(auth);
    renderInShell(<TopBar />);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Account menu for ada@example.com' });
    expect(button.textContent).toBe('A');
    await act(async () => {
      fireEvent.click(button);
    });
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['My jobs', 'My alerts', 'API keys', 'Sign out']);
    expect(screen.getByRole('menuitem', { name: 'My jobs' }).getAttribute('href')).toBe('/account/jobs');
    expect(screen.getByRole('menuitem', { name: 'My alerts' }).getAttribute('href')).toBe('/account/alerts');
    expect(screen.getByRole('menuitem', { name: 'API keys' }).getAttribute('href')).toBe('/account/api-keys');
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    });
    expect(auth.signOut).toHaveBeenCalled();
  });

  it('offers "Sign out everywhere" where the provider can, and says so when it fails', async () => {
    const auth = { ...provider(signedIn(['employer'])), signOutEverywhere: vi.fn(() => Promise.reject(new Error('offline'))) };
    setPageAuth(auth);
    renderInShell(<TopBar />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Account menu for ada@example.com' }));
    });
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['My jobs', 'My alerts', 'API keys', 'Sign out', 'Sign out everywhere']);
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out everywhere' }));
    });
    expect(auth.signOutEverywhere).toHaveBeenCalled();
    expect(await screen.findByText(/Could not sign out everywhere just now/)).toBeTruthy();
  });

  it('adds Moderation for moderators', async () => {
    setPageAuth(provider(signedIn(['employer', 'moderator'])));
    renderInShell(<TopBar />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Account menu for ada@example.com' }));
    });
    expect((await screen.findByRole('menuitem', { name: 'Moderation' })).getAttribute('href')).toBe('/admin/moderation');
  });
});

describe('the account section of the drawer', () => {
  beforeEach(() => setViewportWidth(375));

  it('lists who is signed in, their pages and Sign out', async () => {
    const auth = provider(signedIn(['employer']));
    setPageAuth(auth);
    renderInShell(<TopBar />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    });
    const section = within(await screen.findByRole('region', { name: 'Your account' }));
    expect(section.getByText('ada@example.com')).toBeTruthy();
    expect(section.getByRole('link', { name: 'My jobs' }).getAttribute('href')).toBe('/account/jobs');
    expect(section.queryByRole('link', { name: 'Moderation' })).toBeNull();
    await act(async () => {
      fireEvent.click(section.getByRole('button', { name: 'Sign out' }));
    });
    expect(auth.signOut).toHaveBeenCalled();
  });

  it('offers Sign in to anonymous visitors', async () => {
    setPageAuth(provider(ANONYMOUS));
    renderInShell(<TopBar />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    });
    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(drawer.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
  });
});
