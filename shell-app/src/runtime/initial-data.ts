import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import type { AppRouter, RouterInputs } from '@chainwork/api';
import type { ShellConfig } from './runtime-config';

/**
 * How long data handed over in the document counts as fresh. The page mounts well within
 * it, so its first render takes the data as it is instead of asking the api for it again
 * at once (react-query's default, `staleTime` 0, would refetch on mount); afterwards the
 * usual rules apply.
 */
export const HANDED_OVER_FRESH_MS = 30_000;

/** superjson's wire form back to values (dates restored); null when it is not an object. */
function deserialized(wire: unknown): object | null {
  try {
    const data: unknown = superjson.deserialize(wire as never);
    return data !== null && typeof data === 'object' ? data : null;
  } catch {
    return null;
  }
}

/**
 * Caches `data` under `queryKey` as fresh for HANDED_OVER_FRESH_MS. The defaults match
 * by prefix, so they also reach other queries under the key (another search of the same
 * text); only the handed-over answer itself (the same object) is held fresh, any other
 * answer keeps the default.
 */
function seedFresh(queryClient: QueryClient, queryKey: QueryKey, data: unknown): void {
  queryClient.setQueryData(queryKey, data);
  const seeded = queryClient.getQueryData(queryKey);
  const fallback = queryClient.getDefaultOptions().queries?.staleTime;
  queryClient.setQueryDefaults(queryKey, {
    staleTime: (query) => (query.state.data === seeded ? HANDED_OVER_FRESH_MS : typeof fallback === 'number' ? fallback : 0),
  });
}

/**
 * Puts what the gateway handed over in the document into the query cache, under exactly
 * the keys the jobs remote asks with, so the page renders it at once instead of after a
 * round trip to the api:
 * - a job page's job (fetched for the page's metadata): `jobs.bySlug({ slug })`;
 * - the first page of the search on `/`: `jobs.search` as the infinite query of its input
 *   (one page, the first page's cursor) and `jobs.featured` of its filters, the pinned jobs
 *   shown above it. Both or neither: pinned jobs arriving later would push the list down.
 * Data that does not deserialize is left out: the page then fetches as before.
 */
export function seedInitialData(
  queryClient: QueryClient,
  client: TRPCClient<AppRouter>,
  config: Pick<ShellConfig, 'job' | 'search'>,
): void {
  const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
  const job = config.job && deserialized(config.job.data);
  if (config.job && job) seedFresh(queryClient, trpc.jobs.bySlug.queryKey({ slug: config.job.slug }), job);

  const search = config.search;
  const page = search && deserialized(search.page);
  const featured = search && deserialized(search.featured);
  if (!search || !page || !Array.isArray(featured)) return;
  const input = search.input as RouterInputs['jobs']['search'];
  // The infinite query's first page is asked with the input's own cursor (none for a first page).
  seedFresh(queryClient, trpc.jobs.search.infiniteQueryKey(input), { pages: [page], pageParams: [search.input.cursor] });
  seedFresh(queryClient, trpc.jobs.featured.queryKey(search.filters as RouterInputs['jobs']['featured']), featured);
}
