import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SearchState } from '@chainwork/shared-config';
import { retryTransient, useTRPC } from '@chainwork/shared-config/react';
import { filtersOf } from '../state/search-state';
import type { CountsStatus } from './counts-status';

/** Counts change slowly; the api caches them about as long. */
export const FACETS_STALE_MS = 60_000;

/**
 * Counts beside the filter values, in a query of their own so the result list never waits
 * for them. `skipBatch` asks the client to send it as its own request rather than in the
 * same batch as the search (see README: the shared client must honour it). The previous
 * counts stay while new ones load, so the panel does not flicker.
 *
 * `watch: false` starts the query (or keeps it current) without re-rendering the caller
 * when the counts arrive: an answer is a blocking render of the component that watches, and
 * the search section watching re-rendered everything in it (the results too) for counts
 * only the filters show. The filters watch for themselves; the caller reads whatever
 * counts are there when it renders for another reason.
 */
export function useSearchFacets(state: SearchState, { watch = true }: { watch?: boolean } = {}) {
  const api = useTRPC();
  const filters = useMemo(() => filtersOf(state), [state]);
  const query = useQuery({
    ...api.jobs.facets.queryOptions(filters, { trpc: { context: { skipBatch: true } } }),
    placeholderData: keepPreviousData,
    staleTime: FACETS_STALE_MS,
    retry: retryTransient,
    notifyOnChangeProps: watch ? undefined : [],
  });
  const status: CountsStatus = query.data ? 'ready' : query.isError ? 'unavailable' : 'loading';
  // `facets` may be the previous search's while this one's load (kept so the panel does not flicker).
  return { facets: query.data, status, current: query.data !== undefined && !query.isPlaceholderData };
}
