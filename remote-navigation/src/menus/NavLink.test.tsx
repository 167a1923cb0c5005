import { render } from '@testing-library/react';
import { MemoryRouter } from '@chainwork/shared-config/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApproachWatcher, setRoutePrefetcher } from '@chainwork/shared-config/browser';
import { FakeIntersectionObserver } from '@chainwork/shared-config/testing/browser';
import { NavLink } from './NavLink';

let prefetch: ReturnType<typeof vi.fn<(href: string) => void>>;
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
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
    const { getByRole } = render(
      <MemoryRouter>
        <NavLink item={{ text: 'About', href: '/about' }} />
      </MemoryRouter>,
    );
    const link = getByRole('link', { name: 'About' });
    expect(FakeIntersectionObserver.last!.options.rootMargin).toBe('200px');
    expect(FakeIntersectionObserver.last!.observed.has(link)).toBe(true);
    expect(prefetch).not.toHaveBeenCalled();
    FakeIntersectionObserver.last!.near(link);
    expect(prefetch).toHaveBeenCalledWith('/about');
  });

  it('does not watch links that leave the app', () => {
    render(
      <MemoryRouter>
        <NavLink item={{ text: 'RSS', href: '/rss.xml', external: true }} />
      </MemoryRouter>,
    );
    expect(FakeIntersectionObserver.last?.observed.size ?? 0).toBe(0);
  });

  it('stops watching when the link goes away', () => {
    const { getByRole, unmount } = render(
      <MemoryRouter>
        <NavLink item={{ text: 'Blog', href: '/blog' }} />
      </MemoryRouter>,
    );
    const link = getByRole('link', { name: 'Blog' });
    unmount();
    expect(FakeIntersectionObserver.last!.observed.has(link)).toBe(false);
  });
});
