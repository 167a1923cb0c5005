import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JobSummary } from '@chainwork/api';
import type { SearchState } from '@chainwork/shared-config';
import { retryTransient, useTRPC } from '@chainwork/shared-config/react';
import { filtersOf } from '../state/search-state';

const NONE: readonly JobSummary[] = [];

/**
 * The Featured jobs pinned above the results of this search (`jobs.featured` with the
 * search's text and filters: only jobs the search itself lists). Started in the same
 * render as the first page of `jobs.search`, so both travel in one tRPC batch. Pinning is
 * a bonus: while it loads or if it fails, the list shows every job as usual.
 */
export function useFeaturedJobs(state: SearchState, listShowsPreviousSearch: boolean): readonly JobSummary[] {
  const api = useTRPC();
  const query = useQuery({
    // The key is hashed by value: a new object for the same search is the same query.
    ...api.jobs.featured.queryOptions(filtersOf(state)),
    placeholderData: keepPreviousData,
    retry: retryTransient,
  });
  // Pinned jobs of another search than the list's would pin jobs the list does not hold.
  if (query.isPlaceholderData !== listShowsPreviousSearch) return NONE;
  return query.data ?? NONE;
}
