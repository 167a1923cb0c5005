import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApproachWatcher, setRoutePrefetcher } from '@chainwork/shared-config/browser';
import { NavLink } from './NavLink';

/** An IntersectionObserver the test drives: `near(el)` says the element came within the margin. */
class FakeObserver {
  static current: FakeObserver | undefined;
  readonly observed = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback, readonly options: IntersectionObserverInit) { FakeObserver.current = this; }
  observe(el: Element) { this.observed.add(el); }
  unobserve(el: Element) { this.observed.delete(el); }
  disconnect() { this.observed.clear(); }
  near(el: Element) { this.callback([{ target: el, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver); }
}

let prefetch: ReturnType<typeof vi.fn<(href: string) => void>>;
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  prefetch = vi.fn<(href: string) => void>();
  setRoutePrefetcher(prefetch);
});
afterEach(() => {
  resetApproachWatcher();
  setRoutePrefetcher(undefined);
  vi.unstubAllGlobals();
});

describe('NavLink prefetch', () => {
  it('asks the page to prefetch its route when it comes within 200px of the viewport', () => {
    const { getByRole } = render(<MemoryRouter><NavLink item={{ text: 'About', href: '/about' }} /></MemoryRouter>);
    const link = getByRole('link', { name: 'About' });
    expect(FakeObserver.current!.options.rootMargin).toBe('200px');
    expect(FakeObserver.current!.observed.has(link)).toBe(true);
    expect(prefetch).not.toHaveBeenCalled();
    FakeObserver.current!.near(link);
    expect(prefetch).toHaveBeenCalledWith('/about');
  });

  it('does not watch links that leave the app', () => {
    render(<MemoryRouter><NavLink item={{ text: 'RSS', href: '/rss.xml', external: true }} /></MemoryRouter>);
    expect(FakeObserver.current?.observed.size ?? 0).toBe(0);
  });

  it('stops watching when the link goes away', () => {
    const { getByRole, unmount } = render(<MemoryRouter><NavLink item={{ text: 'Blog', href: '/blog' }} /></MemoryRouter>);
    const link = getByRole('link', { name: 'Blog' });
    unmount();
    expect(FakeObserver.current!.observed.has(link)).toBe(false);
  });
});
