import { act, renderHook } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { Router, type Navigator, type To } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchState } from './use-search-state';

/**
 * A router whose location moves only when the test says so, like the browser router
 * applying a navigation as a transition some time after the click.
 */
function laggingRouter(initial: string) {
  const pushed: Array<{ to: To; replace: boolean }> = [];
  let setPath: (path: string) => void = () => {};
  const navigator: Navigator = {
    createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
    go: () => {},
    push: (to) => { pushed.push({ to, replace: false }); },
    replace: (to) => { pushed.push({ to, replace: true }); },
  };
  function Wrapper({ children }: { children: ReactNode }) {
    const [path, set] = useState(initial);
    setPath = set;
    const url = new URL(path, 'http://x');
    return <Router location={{ pathname: url.pathname, search: url.search, hash: url.hash }} navigator={navigator}>{children}</Router>;
  }
  return { Wrapper, pushed, moveTo: (path: string) => act(() => setPath(path)) };
}

describe('useSearchState', () => {
  it('writes the URL, keeping the path and the hash, push or replace as asked', () => {
    const router = laggingRouter('/?q=rust#job-search');
    const { result } = renderHook(() => useSearchState(), { wrapper: router.Wrapper });
    expect(result.current.state).toEqual({ q: 'rust' });
    act(() => result.current.update((s) => ({ ...s, seniorities: ['senior'] }), 'push'));
    act(() => result.current.update((s) => ({ ...s, tags: ['defi'] }), 'replace'));
    expect(router.pushed).toEqual([
      { to: { pathname: '/', search: '?q=rust&level=senior', hash: '#job-search' }, replace: false },
      // The second write builds on the first, though the location has not moved yet.
      { to: { pathname: '/', search: '?q=rust&tags=defi&level=senior', hash: '#job-search' }, replace: true },
    ]);
  });

  it('skips a write that would not change the URL', () => {
    const router = laggingRouter('/?q=rust');
    const { result } = renderHook(() => useSearchState(), { wrapper: router.Wrapper });
    act(() => result.current.update({ q: ' rust ', sort: 'relevance' }, 'push'));
    expect(router.pushed).toEqual([]);
  });

  it('shows a write at once, before the router applies it, then follows the URL again', () => {
    const router = laggingRouter('/');
    const { result } = renderHook(() => useSearchState(), { wrapper: router.Wrapper });
    act(() => result.current.update({ seniorities: ['senior'] }, 'push'));
    expect(result.current.state).toEqual({ seniorities: ['senior'] });

    router.moveTo('/?level=senior');
    expect(result.current.state).toEqual({ seniorities: ['senior'] });
    // Back to where the write started: that URL's own state, not the old write.
    router.moveTo('/');
    expect(result.current.state).toEqual({});
  });

  it('returns to the URL state when the visitor goes Back before the router applied a write', () => {
    const router = laggingRouter('/?q=rust');
    const { result } = renderHook(() => useSearchState(), { wrapper: router.Wrapper });
    act(() => result.current.update((s) => ({ ...s, employmentTypes: ['FULL_TIME'] }), 'push'));
    expect(result.current.state).toEqual({ q: 'rust', employmentTypes: ['FULL_TIME'] });
    // Back fires before the location ever showed the write: the location is still `from`.
    act(() => { window.dispatchEvent(new PopStateEvent('popstate')); });
    expect(result.current.state).toEqual({ q: 'rust' });
  });
});
