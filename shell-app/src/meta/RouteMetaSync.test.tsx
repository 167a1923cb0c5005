import { act, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { MemoryRouter, useNavigate } from '@chainwork/shared-config/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '@chainwork/api';
import type { DescriptionTree } from '@chainwork/shared-config';
import { createTrpcClient, TRPCProvider } from '@chainwork/shared-config/react';
import { injectConfig, removeConfig } from '../test/inject-config';
import { RouteMetaSync } from './RouteMetaSync';

const job = {
  id: 7,
  Pretty_url: 'rust-dev-acme',
  Title: 'Rust Developer',
  Company: 'Acme',
  companyLogo: null,
  Date: new Date('2026-03-01T00:00:00Z'),
  Location: 'Remote',
  standardized_location: 'remote',
  locationLabel: 'Remote',
  numeric_salary: null,
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: 'USD' as const,
  tags: [],
  employmentType: 'FULL_TIME' as const,
  featuredUntil: null,
  employerVerified: false,
  seniority: null,
  Description: 'Write **Rust** for a living.',
  descriptionTree: [{ t: 'p', c: ['Write ', { t: 'strong', c: ['Rust'] }, ' for a living.'] }] satisfies DescriptionTree,
  applyUrl: 'https://acme.example/apply',
  companyUrl: null,
  validThrough: new Date('2026-03-31T00:00:00Z'),
  expired: false,
  closed: false,
  origin: 'posted' as const,
  pay: null,
  source: null,
  firstSeenAt: null,
  redirectTo: null,
  // Spread, so a field the api adds or drops later does not trip an excess-property check.
  ...{ companySlug: 'acme' },
};

let navigate: ReturnType<typeof useNavigate>;
function Navigator() {
  navigate = useNavigate();
  return null;
}

function setup(path: string) {
  // The shell never fetches for metadata; a fetch here would fail the test.
  const fetchSpy = vi.fn(() => Promise.reject(new Error('no fetch expected')));
  const queryClient = new QueryClient();
  const trpcClient = createTrpcClient({ fetch: fetchSpy as unknown as typeof fetch, logger: () => {} });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Navigator />
          <RouteMetaSync />
        </MemoryRouter>
      </TRPCProvider>
    </QueryClientProvider>,
  );
  return { queryClient, trpc, fetchSpy };
}

beforeEach(() => {
  document.head.innerHTML = '<title>From the gateway</title><meta name="description" content="gateway">';
  injectConfig();
});
afterEach(removeConfig);

describe('RouteMetaSync', () => {
  it('sets title, description and canonical for a route, from the configured site URL', async () => {
    setup('/about?utm_source=x');
    await waitFor(() => expect(document.title).toBe('About | Chainwork'));
    expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('https://chainwork.example/about');
    expect(document.querySelector('meta[name=description]')?.getAttribute('content')).toMatch(/job board for crypto/);
  });

  it('keeps the gateway title of a first-load job page until the job is in the cache, then uses it', async () => {
    const { queryClient, trpc, fetchSpy } = setup('/jobs/rust-dev-acme');
    expect(document.title).toBe('From the gateway');
    await act(async () => {
      queryClient.setQueryData(trpc.jobs.bySlug.queryKey({ slug: 'rust-dev-acme' }), job);
    });
    // react-query notifies observers on its own schedule, after act().
    await waitFor(() => expect(document.title).toBe('Rust Developer at Acme | Chainwork'));
    expect(document.querySelector('meta[name=description]')?.getAttribute('content')).toBe('Write Rust for a living.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('follows client-side navigation', async () => {
    setup('/');
    await waitFor(() => expect(document.title).toBe('Remote Crypto & Blockchain Jobs | Chainwork'));
    await act(async () => {
      await navigate('/privacy');
    });
    await waitFor(() => expect(document.title).toBe('Privacy Policy | Chainwork'));
    expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('https://chainwork.example/privacy');
  });

  it("keeps the gateway title of a first-load post until the post is in the cache, then uses the post's", async () => {
    const { queryClient, trpc, fetchSpy } = setup('/blog/working-across-time-zones');
    expect(document.title).toBe('From the gateway');
    const post = {
      slug: 'working-across-time-zones',
      title: 'Working across time zones',
      description: 'Overlap hours, handoffs and writing things down.',
      author: { name: 'The Chainwork team', kind: 'organization' as const },
      publishedAt: new Date('2026-10-27T00:00:00Z'),
      updatedAt: new Date('2026-10-27T00:00:00Z'),
      tags: ['remote-work'],
      cover: { image: 'tz.svg', alt: 'Clocks' },
      wordCount: 900,
      readingMinutes: 4,
      body: '## Overlap',
    };
    await act(async () => {
      queryClient.setQueryData(trpc.blog.bySlug.queryKey({ slug: post.slug }), post);
    });
    await waitFor(() => expect(document.title).toBe('Working across time zones | Chainwork'));
    expect(document.querySelector('meta[name=description]')?.getAttribute('content')).toBe(post.description);
    expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(
      'https://chainwork.example/blog/working-across-time-zones',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
