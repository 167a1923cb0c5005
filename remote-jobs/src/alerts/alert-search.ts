import type { SearchFilters, SearchState } from '@chainwork/shared-config';

/** What an alert saves of the search on screen: its text and filters, not its sort. */
export function alertSearchOf(state: SearchState): SearchFilters {
  const { sort: _sort, ...filters } = state;
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as SearchFilters;
}
