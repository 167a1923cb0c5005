import { QueryClient, QueryObserver, InfiniteQueryObserver } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import { describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '@chainwork/api';
import { createTrpcClient } from '@chainwork/shared-config/react';
import { filtersOf, searchInputOf } from '@chainwork/shared-config/search-input';
import { seedInitialData } from './initial-data';

const client = createTrpcClient();
const proxy = (queryClient: QueryClient) => createTRPCOptionsProxy<AppRouter>({ client, queryClient });

describe('seedInitialData: a job page', () => {
  it('puts the handed-over job under the key the job page asks with, dates restored', () => {
    const queryClient = new QueryClient();
    const job = { Title: 'Rust engineer', Pretty_url: 'rust-engineer-acme', Date: new Date('2026-11-01T00:00:00Z') };
    seedInitialData(queryClient, client, { job: { slug: 'rust-engineer-acme', data: superjson.serialize(job) } });
    expect(queryClient.getQueryData(proxy(queryClient).jobs.bySlug.queryKey({ slug: 'rust-engineer-acme' }))).toEqual(job);
  });

  it('leaves the cache empty without a job or with data that is not a job', () => {
    const queryClient = new QueryClient();
    seedInitialData(queryClient, client, {});
    seedInitialData(queryClient, client, { job: { slug: 'x', data: { json: 'not a job' } } });
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

describe('seedInitialData: the first search page of /', () => {
  // What the jobs remote's search page asks with for `/?q=solidity&tags=defi`.
  const state = { q: 'solidity', tags: ['defi'] };
  const input = searchInputOf(state);
  const filters = filtersOf(state);
  const job = { Title: 'Solidity engineer', Pretty_url: 'solidity-engineer-acme', Date: new Date('2026-11-01T00:00:00Z') };
  const page = { items: [job], nextCursor: 'c2', total: 21, totalIsExact: true, terms: ['solidity'] };
  const handed = { input, filters, page: superjson.serialize(page), featured: superjson.serialize([job]) };

  it("seeds jobs.search's infinite query and jobs.featured under the remote's keys, fresh, so mounting them asks nothing", () => {
    const queryClient = new QueryClient();
    const trpc = proxy(queryClient);
    const fetchSpy = vi.fn();
    seedInitialData(queryClient, client, { search: handed });

    expect(queryClient.getQueryData(trpc.jobs.search.infiniteQueryKey(input))).toEqual({ pages: [page], pageParams: [undefined] });
    expect(queryClient.getQueryData(trpc.jobs.featured.queryKey(filters))).toEqual([job]);

    // The remote's own options (use-job-search.ts, use-featured-jobs.ts), observed as its hooks would.
    const search = new InfiniteQueryObserver(queryClient, {
      ...trpc.jobs.search.infiniteQueryOptions(input, { getNextPageParam: (last) => last.nextCursor }),
      queryFn: fetchSpy,
    });
    const pinned = new QueryObserver(queryClient, { ...trpc.jobs.featured.queryOptions(filters), queryFn: fetchSpy });
    const stopSearch = search.subscribe(() => {});
    const stopPinned = pinned.subscribe(() => {});
    expect(search.getCurrentResult().data?.pages[0]?.items[0]?.Date).toEqual(job.Date);
    expect(search.getCurrentResult().hasNextPage).toBe(true);
    expect(pinned.getCurrentResult().isStale).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
    stopSearch();
    stopPinned();
  });

  it('holds only the handed-over answers fresh: another search under the same prefix keeps the default', () => {
    const queryClient = new QueryClient();
    const trpc = proxy(queryClient);
    seedInitialData(queryClient, client, { search: handed });
    const other = filtersOf({ ...state, remote: 'anywhere' });
    queryClient.setQueryData(trpc.jobs.featured.queryKey(other), [job] as never);
    const observer = new QueryObserver(queryClient, trpc.jobs.featured.queryOptions(other));
    expect(observer.getCurrentResult().isStale).toBe(true);
  });

  it('seeds neither when one answer does not deserialize', () => {
    const queryClient = new QueryClient();
    seedInitialData(queryClient, client, { search: { ...handed, featured: { json: 'not a list' } } });
    seedInitialData(queryClient, client, { search: { ...handed, page: { json: null } } });
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
