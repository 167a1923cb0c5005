import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@chainwork/shared-config/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApproachWatcher, setRoutePrefetcher } from '@chainwork/shared-config/browser';
import { FakeIntersectionObserver } from '@chainwork/shared-config/testing/browser';
import { theme } from '@chainwork/shared-config/react';
import { hasTransition, rulesOf } from '@chainwork/testing/element-rules';
import { makeSummary } from '../../test/fixtures';
import { JobCard } from './JobCard';

const prefetch = vi.fn<(href: string) => void>();
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
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
    render(
      <ChakraProvider theme={theme}>
        <MemoryRouter>
          <JobCard job={job} now={new Date()} />
        </MemoryRouter>
      </ChakraProvider>,
    );
    const link = screen.getByRole('link', { name: 'Rust Engineer' });
    expect(link.getAttribute('href')).toBe('/jobs/rust-engineer-at-acme');
    expect(FakeIntersectionObserver.last!.options.rootMargin).toBe('200px');
    expect(prefetch).not.toHaveBeenCalled();
    FakeIntersectionObserver.last!.near(link);
    expect(prefetch).toHaveBeenCalledWith('/jobs/rust-engineer-at-acme');
  });

  it('links the company’s name to its company page, apart from the card’s own link', () => {
    const job = makeSummary(2, { Title: 'Prover Engineer', Company: 'ZK Forge', companySlug: 'zk-forge' });
    render(
      <ChakraProvider theme={theme}>
        <MemoryRouter>
          <JobCard job={job} now={new Date()} />
        </MemoryRouter>
      </ChakraProvider>,
    );
    expect(screen.getByRole('link', { name: 'ZK Forge' }).getAttribute('href')).toBe('/companies/zk-forge');
    expect(screen.getByRole('link', { name: 'Prover Engineer' }).getAttribute('href')).toBe('/jobs/job-2');
  });

  it('marks a Featured job while its pinned days last, and a verified employer', () => {
    const now = new Date();
    const renderCard = (featuredUntil: Date | null, employerVerified: boolean) =>
      render(
        <ChakraProvider theme={theme}>
          <MemoryRouter>
            <JobCard job={makeSummary(2, { Title: 'Protocol Engineer', featuredUntil, employerVerified })} now={now} />
          </MemoryRouter>
        </ChakraProvider>,
      );
    const featured = renderCard(new Date(now.getTime() + 86_400_000), true);
    expect(screen.getByText('Featured')).toBeTruthy();
    expect(screen.getByText('Verified employer')).toBeTruthy();
    featured.unmount();

    renderCard(new Date(now.getTime() - 1000), false);
    expect(screen.queryByText('Featured')).toBeNull();
    expect(screen.queryByText('Verified employer')).toBeNull();
  });

  it('changes on hover without a CSS transition: each would send its run, start and cancel events through React’s root listener', () => {
    render(
      <ChakraProvider theme={theme}>
        <MemoryRouter>
          <JobCard job={makeSummary(1, { Title: 'Rust Engineer' })} now={new Date()} />
        </MemoryRouter>
      </ChakraProvider>,
    );
    const card = screen.getByRole('article');
    expect(rulesOf(card).some((text) => text.includes(':hover'))).toBe(true);
    expect(hasTransition(card)).toBe(false);
  });
});
