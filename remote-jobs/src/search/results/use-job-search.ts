import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SearchState } from '@chainwork/shared-config';
import { retryTransient, useTRPC } from '@chainwork/shared-config/react';
import { searchInputOf } from '../state/search-state';

/**
 * The result list of a search, a page at a time (the cursor travels inside the input).
 *
 * The query key is the whole input, so every search has its own cache entry and a slow
 * answer to an older search can only ever land in that older entry, never on screen.
 * While a new search loads, the last results the visitor saw stay up as placeholder
 * (`isPlaceholderData`): the list dims instead of blanking, and never goes back to an
 * older query's results.
 */
export function useJobSearch(state: SearchState) {
  const api = useTRPC();
  const input = useMemo(() => searchInputOf(state), [state]);
  return useInfiniteQuery({
    ...api.jobs.search.infiniteQueryOptions(input, { getNextPageParam: (page) => page.nextCursor }),
    placeholderData: keepPreviousData,
    retry: retryTransient,
  });
}
