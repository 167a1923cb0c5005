// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from '@chainwork/shared-config/router';
import { injectConfig, removeConfig } from '../test/inject-config';
import { DefaultPageOutlet } from './DefaultPageOutlet';

// The home page as a probe: how many times it is built, and the address it reads.
const homeMounts = vi.hoisted(() => ({ count: 0 }));
vi.mock('../pages/HomePage', () => ({
  HomePage: function HomeProbe() {
    const { pathname, search } = useLocation();
    // Once per instance (its effects run again each time it is shown).
    useState(() => (homeMounts.count += 1));
    return <p data-testid="home">home at {pathname + search}</p>;
  },
}));

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Navigator />
      <Routes>
        <Route element={<DefaultPageOutlet />}>
          <Route path="/" element={null} />
          <Route path="/jobs/:slug" element={<p>a job page</p>} />
          <Route path="/about" element={<p>about</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const home = () => screen.getByTestId('home');

beforeEach(() => {
  homeMounts.count = 0;
  injectConfig();
});
afterEach(() => {
  cleanup();
  removeConfig();
});

describe('the default layout keeps the search while a job opened from it is shown', () => {
  it('hides the home page on a job page, reading the address it was left at, and shows the same one again on Back', async () => {
    renderAt('/?q=rust');
    const list = home();
    await act(async () => navigate('/jobs/rust-engineer-acme-1a2b3c'));
    expect(screen.getByText('a job page')).toBeTruthy();
    expect(list.isConnected).toBe(true);
    expect(list.textContent).toBe('home at /?q=rust');
    expect(list.parentElement!.style.contentVisibility).toBe('hidden');

    await act(async () => navigate(-1));
    expect(screen.queryByText('a job page')).toBeNull();
    expect(home()).toBe(list);
    expect(list.parentElement!.style.contentVisibility).toBe('');
    expect(homeMounts.count).toBe(1);
  });

  it('drops the kept page for any other page, and builds it afresh after', async () => {
    renderAt('/');
    await act(async () => navigate('/jobs/rust-engineer-acme-1a2b3c'));
    await act(async () => navigate('/about'));
    expect(screen.queryByTestId('home')).toBeNull();
    expect(screen.getByText('about')).toBeTruthy();
    await act(async () => navigate('/'));
    expect(home().textContent).toBe('home at /');
  });

  it('does not keep a page it never showed: a job page opened first is the page alone', () => {
    renderAt('/jobs/rust-engineer-acme-1a2b3c');
    expect(screen.getByText('a job page')).toBeTruthy();
    expect(screen.queryByTestId('home')).toBeNull();
  });
});
