import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApproachWatcher, setRoutePrefetcher } from '@chainwork/shared-config/browser';
import { theme } from '@chainwork/shared-config/react';
import { makeSummary } from '../../test/fixtures';
import { JobCard } from './JobCard';

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

const prefetch = vi.fn<(href: string) => void>();
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  setRoutePrefetcher(prefetch);
});
afterEach(() => {
  resetApproachWatcher();
  setRoutePrefetcher(undefined);
  vi.unstubAllGlobals();
  prefetch.mockReset();
});

describe('JobCard', () => {
  it('links to the job page and asks for its code when the card comes within 200px of the viewport', () => {
    const job = makeSummary(1, { Pretty_url: 'rust-engineer-at-acme', Title: 'Rust Engineer' });
    render(<ChakraProvider theme={theme}><MemoryRouter><JobCard job={job} now={new Date()} /></MemoryRouter></ChakraProvider>);
    const link = screen.getByRole('link', { name: 'Rust Engineer' });
    expect(link.getAttribute('href')).toBe('/jobs/rust-engineer-at-acme');
    expect(FakeObserver.current!.options.rootMargin).toBe('200px');
    expect(prefetch).not.toHaveBeenCalled();
    FakeObserver.current!.near(link);
    expect(prefetch).toHaveBeenCalledWith('/jobs/rust-engineer-at-acme');
  });
});
