import { useLayoutEffect } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, useLocation } from '@chainwork/shared-config/router';
import { ScrollManager } from './ScrollManager';

/** Records, in the same commit as ScrollManager and after it, how often the page had been scrolled to the top. */
function CommitProbe({ seen }: { seen: Array<{ path: string; scrolls: number }> }) {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    seen.push({ path: pathname, scrolls: vi.mocked(window.scrollTo).mock.calls.length });
  }, [pathname, seen]);
  return null;
}

afterEach(() => vi.restoreAllMocks());

describe('ScrollManager', () => {
  it('scrolls a pushed page to the top within its commit, before the browser can paint it at the old position', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const seen: Array<{ path: string; scrolls: number }> = [];
    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollManager />
        <CommitProbe seen={seen} />
        <Link to="/terms">Terms of Service</Link>
      </MemoryRouter>,
    );
    expect(seen).toEqual([{ path: '/', scrolls: 0 }]);
    fireEvent.click(screen.getByRole('link', { name: 'Terms of Service' }));
    expect(seen.at(-1)).toEqual({ path: '/terms', scrolls: 1 });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('leaves the position alone on a POP (the load of an entry, as after Back or Forward)', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/', '/terms']} initialIndex={1}>
        <ScrollManager />
      </MemoryRouter>,
    );
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
