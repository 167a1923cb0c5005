// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useParams, type NavigateFunction } from '@chainwork/shared-config/router';
import { injectConfig, removeConfig } from '../test/inject-config';
import { DefaultPageOutlet } from './DefaultPageOutlet';

// The home page as a probe: how many times it is built, and the address it reads.
const homeMounts = vi.hoisted(() => ({ count: 0, renders: 0 }));
vi.mock('../pages/HomePage', () => ({
  HomePage: function HomeProbe() {
    const { pathname, search } = useLocation();
    // Once per instance (its effects run again each time it is shown).
    useState(() => (homeMounts.count += 1));
    return (
      <p data-testid="home">
        home at {pathname + search}
        <Content counts={homeMounts} />
      </p>
    );
  },
}));

/**
 * What a page draws below its readers of the address: React runs a reader of the router's
 * contexts again when the router moves (it does not see the pinned providers in between)
 * and that reader bails out on the same value, so the page's content renders only if the
 * page itself is rendered again.
 */
function Content({ counts }: { counts: { renders: number } }) {
  counts.renders += 1;
  return null;
}

// The job page as a probe: its instances and renders, and the job it reads.
const jobProbe = { mounts: 0, renders: 0 };
function JobProbe() {
  const { slug } = useParams();
  useState(() => (jobProbe.mounts += 1));
  return (
    <p data-testid="job">
      a job page: {slug}
      <Content counts={jobProbe} />
    </p>
  );
}

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
          <Route path="/jobs/:slug" element={<JobProbe />} />
          <Route path="/about" element={<p>about</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const home = () => screen.getByTestId('home');
const job = () => screen.getByTestId('job');

beforeEach(() => {
  homeMounts.count = 0;
  homeMounts.renders = 0;
  jobProbe.mounts = 0;
  jobProbe.renders = 0;
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
    expect(job().textContent).toBe('a job page: rust-engineer-acme-1a2b3c');
    expect(list.isConnected).toBe(true);
    expect(list.textContent).toBe('home at /?q=rust');
    expect(list.parentElement!.style.contentVisibility).toBe('hidden');

    await act(async () => navigate(-1));
    expect(home()).toBe(list);
    expect(list.parentElement!.style.contentVisibility).toBe('');
    expect(homeMounts.count).toBe(1);
  });

  it('keeps the job page hidden on Back, so Back and Forward render neither page: they only change which one is hidden', async () => {
    renderAt('/?q=rust');
    await act(async () => navigate('/jobs/rust-engineer-acme-1a2b3c'));
    const page = job();
    const [homeRenders, jobRenders] = [homeMounts.renders, jobProbe.renders];
    await act(async () => navigate(-1));
    expect(page.isConnected).toBe(true);
    expect(page.textContent).toBe('a job page: rust-engineer-acme-1a2b3c');
    expect(page.style.display).toBe('none');
    expect(home().parentElement!.style.contentVisibility).toBe('');

    await act(async () => navigate(1));
    expect(job()).toBe(page);
    expect(page.style.display).toBe('');
    expect(home().parentElement!.style.contentVisibility).toBe('hidden');
    expect([homeMounts.renders, jobProbe.renders]).toEqual([homeRenders, jobRenders]);
    expect([homeMounts.count, jobProbe.mounts]).toEqual([1, 1]);
  });

  it('renders the kept job page for the next job opened from the list', async () => {
    renderAt('/');
    await act(async () => navigate('/jobs/rust-engineer-acme-1a2b3c'));
    const page = job();
    await act(async () => navigate(-1));
    await act(async () => navigate('/jobs/go-engineer-beta-4d5e6f'));
    expect(job()).toBe(page);
    expect(page.textContent).toBe('a job page: go-engineer-beta-4d5e6f');
    expect(page.style.display).toBe('');
    expect(jobProbe.mounts).toBe(1);
  });

  it('drops the kept pages for any other page, and builds them afresh after', async () => {
    renderAt('/');
    await act(async () => navigate('/jobs/rust-engineer-acme-1a2b3c'));
    await act(async () => navigate('/about'));
    expect(screen.queryByTestId('home')).toBeNull();
    expect(screen.queryByTestId('job')).toBeNull();
    expect(screen.getByText('about')).toBeTruthy();
    await act(async () => navigate('/'));
    expect(home().textContent).toBe('home at /');
  });

  it('does not keep a page it never showed: a job page opened first is the page alone', () => {
    renderAt('/jobs/rust-engineer-acme-1a2b3c');
    expect(job().textContent).toBe('a job page: rust-engineer-acme-1a2b3c');
    expect(screen.queryByTestId('home')).toBeNull();
  });
});
