import { act, renderHook } from '@testing-library/react';
import { startTransition, Suspense, use, useState, type ReactNode } from 'react';
import { Router, useLocation, type Navigator, type To } from '@chainwork/shared-config/router';
import { describe, expect, it } from 'vitest';
import { useSearchState } from './use-search-state';

const href = (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`);

/**
 * A router that moves its location the way the browser router does: `navigate` updates
 * it at once, as a transition. A page part listed in `slow` suspends until `release`,
 * which holds that transition open like a busy page does, so a write is not yet in the
 * location when the next thing happens.
 */
function transitionRouter(initial: string, slow: string[] = []) {
  const pushed: Array<{ to: To; replace: boolean }> = [];
  let move: (path: string) => void = () => {};
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const navigator: Navigator = {
    createHref: href,
    go: () => {},
    push: (to) => {
      pushed.push({ to, replace: false });
      move(href(to));
    },
    replace: (to) => {
      pushed.push({ to, replace: true });
      move(href(to));
    },
  };
  function SlowPart() {
    const { search } = useLocation();
    if (slow.includes(search)) use(gate);
    return null;
  }
  function Wrapper({ children }: { children: ReactNode }) {
    const [path, set] = useState(initial);
    move = (next) => startTransition(() => set(next));
    const url = new URL(path, 'http://x');
    return (
      <Router location={{ pathname: url.pathname, search: url.search, hash: url.hash }} navigator={navigator}>
        {children}
        <Suspense fallback={null}>
          <SlowPart />
        </Suspense>
      </Router>
    );
  }
  return {
    Wrapper,
    pushed,
    /** Back or Forward: the browser's history moves, and the router follows as a transition. */
    traverse: (path: string) => act(async () => move(path)),
    release: () =>
      act(async () => {
        release();
        await gate;
      }),
  };
}

describe('useSearchState', () => {
  it('writes the URL, keeping the path and the hash, push or replace as asked', () => {
    const router = transitionRouter('/?q=rust#job-search');
    const { result } = renderHook(() => useSearchState(), { wrapper: router.Wrapper });
    expect(result.current.state).toEqual({ q: 'rust' });
    act(() => {
      result.current.update((s) => ({ ...s, seniorities: ['senior'] }), 'push');
      // The second write in one event builds on the first, though no render came between.
      result.current.update((s) => ({ ...s, tags: ['defi'] }), 'replace');
    });
    expect(router.pushed).toEqual([
      { to: { pathname: '/', search: '?q=rust&level=senior', hash: '#job-search' }, replace: false },
      { to: { pathname: '/', search: '?q=rust&tags=defi&level=senior', hash: '#job-search' }, replace: true },
    ]);
    expect(result.current.state).toEqual({ q: 'rust', tags: ['defi'], seniorities: ['senior'] });
  });

  it('skips a write that would not change the URL', () => {
    const router = transitionRouter('/?q=rust');
    const { result } = renderHook(() => useSearchState(), { wrapper: router.Wrapper });
    act(() => result.current.update({ q: ' rust ', sort: 'relevance' }, 'push'));
    expect(router.pushed).toEqual([]);
  });

  it('shows a write at once while the navigation is still rendering, then follows the URL', async () => {
    const router = transitionRouter('/', ['?level=senior']);
    const { result } = renderHook(() => useSearchState(), { wrapper: router.Wrapper });
    // Awaited acts: React's retry of a suspended render is queued in the act scope.
    await act(async () => result.current.update({ seniorities: ['senior'] }, 'push'));
    expect(result.current.state).toEqual({ seniorities: ['senior'] });
    await router.release();
    expect(result.current.state).toEqual({ seniorities: ['senior'] });
    await router.traverse('/');
    expect(result.current.state).toEqual({});
  });

  it('returns to the URL state when the visitor goes Back before the write finished rendering', async () => {
    const router = transitionRouter('/?q=rust', ['?q=rust&type=FULL_TIME']);
    const { result } = renderHook(() => useSearchState(), { wrapper: router.Wrapper });
    await act(async () => result.current.update((s) => ({ ...s, employmentTypes: ['FULL_TIME'] }), 'push'));
    expect(result.current.state).toEqual({ q: 'rust', employmentTypes: ['FULL_TIME'] });
    await router.traverse('/?q=rust');
    await router.release();
    expect(result.current.state).toEqual({ q: 'rust' });
  });
});
