import { describe, expect, it, vi } from 'vitest';
import { createRoutePrefetcher } from './route-prefetcher';
import type { RouteCode } from './route-code';

const ORIGIN = 'https://chainwork.example';

function setup(paths = {}) {
  const load = vi.fn<(code: RouteCode) => Promise<unknown>>(async () => undefined);
  return { load, prefetch: createRoutePrefetcher({ origin: ORIGIN, paths, load }) };
}

describe('route prefetcher', () => {
  it('fetches the remote modules a route renders', () => {
    const { load, prefetch } = setup();
    prefetch('/jobs/rust-dev-acme');
    expect(load.mock.calls.map(([c]) => c)).toEqual([
      { kind: 'remote', module: 'jobs/JobPage' },
      { kind: 'remote', module: 'navigation/ShareBar' },
    ]);
    prefetch('/#job-search');
    expect(load).toHaveBeenLastCalledWith({ kind: 'remote', module: 'jobs/JobSearch' });
  });

  it("fetches a lazy page's chunk", () => {
    const { load, prefetch } = setup();
    prefetch('/terms');
    prefetch(`${ORIGIN}/privacy?x=1`);
    expect(load.mock.calls.map(([c]) => c)).toEqual([
      { kind: 'page', page: 'terms' },
      { kind: 'page', page: 'privacy' },
    ]);
  });

  it('fetches the sign-in and sign-up flow, which the start-up bundle no longer carries', () => {
    const { load, prefetch } = setup();
    prefetch('/sign-in');
    prefetch('/sign-up');
    expect(load.mock.calls.map(([c]) => c)).toEqual([
      { kind: 'page', page: 'signIn' },
      { kind: 'page', page: 'signUp' },
    ]);
  });

  it("fetches the blog's chunk and the content remote's blog, and a post's other remote modules with them", () => {
    const { load, prefetch } = setup();
    prefetch('/blog?tag=security');
    prefetch('/blog/working-across-time-zones');
    expect(load.mock.calls.map(([c]) => c)).toEqual([
      { kind: 'page', page: 'blog' },
      { kind: 'remote', module: 'content/Blog' },
      { kind: 'remote', module: 'navigation/ShareBar' },
      { kind: 'remote', module: 'newsletter/NewsletterInline' },
    ]);
  });

  it('fetches each piece once per page, however many links lead to it', () => {
    const { load, prefetch } = setup();
    prefetch('/jobs/a');
    prefetch('/jobs/b');
    prefetch('/about');
    prefetch('/about/');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('tries again after a failed prefetch', async () => {
    const { load, prefetch } = setup();
    load.mockRejectedValueOnce(new Error('offline'));
    prefetch('/about');
    await Promise.resolve();
    await Promise.resolve();
    prefetch('/about');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('ignores other sites, unknown paths and routes with nothing beyond the start-up bundle', () => {
    const { load, prefetch } = setup();
    for (const href of [
      'https://x.com/chainworkjobs',
      'mailto:hello@chainwork.example',
      '/no/such/page',
      '/rss.xml',
      '/blog/rss.xml',
      'http://[bad',
    ])
      prefetch(href);
    expect(load).not.toHaveBeenCalled();
  });
});
