import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realApiForThisFile } from '@chainwork/testing/api';
import { renderWithApi } from '@chainwork/testing/render';
import { clearRemoteComponentCache } from '../remote-slot/load-remote-component';
import { injectConfig, removeConfig } from '../test/inject-config';
import { AppRoutes } from './AppRoutes';

// Every remote is down here: the shell's own pages and fallbacks must carry the page.
const { loadRemote } = vi.hoisted(() => ({ loadRemote: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote }));

const api = realApiForThisFile();

function renderAt(path: string) {
  // The api cannot be reached either: pages that ask it (social proof, content) must still render.
  return renderWithApi(<AppRoutes />, api, { path, transport: { fail: () => true } });
}

beforeEach(() => {
  clearRemoteComponentCache();
  loadRemote.mockRejectedValue(new Error('remote down'));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  injectConfig();
});
afterEach(() => {
  vi.restoreAllMocks();
  removeConfig();
});

const statuses = async () => (await screen.findAllByRole('status')).map((s) => s.textContent);

describe('AppRoutes', () => {
  it('renders a shell page in the default layout, with fallbacks for the remotes', async () => {
    renderAt('/terms');
    // Terms is a lazy page: its chunk arrives after a skeleton.
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    // The footer waits for the page's first idle moment, which waits for the prefetches of the links in view
    // (here the content remote's, failing too): its fallback can come after the top bar's.
    await waitFor(async () =>
      expect(await statuses()).toEqual(['Navigation is temporarily unavailable.', 'Footer is temporarily unavailable.']),
    );
  });

  it('shows the home hero and the job search section even when the jobs remote is down', async () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Find work that moves crypto forward.');
    expect(document.getElementById('job-search')).not.toBeNull();
    expect(await statuses()).toContain('Job search is temporarily unavailable.');
  });

  it('gives sign-in its own layout: no footer', async () => {
    // A hosted provider without its key: the page says so, in the focused layout.
    injectConfig({ settings: { authProvider: 'clerk' } });
    renderAt('/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in' })).toBeTruthy();
    expect(await statuses()).toEqual(['Navigation is temporarily unavailable.']);
  });

  it('answers unknown paths with the not-found page', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('shows not-found when the gateway answered the first document with 404, and leaves it on navigation', async () => {
    injectConfig({ status: 404 });
    renderAt('/jobs/a-job-that-is-gone');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(loadRemote).not.toHaveBeenCalledWith('jobs/JobPage');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Find work that moves crypto forward.');
  });
});
