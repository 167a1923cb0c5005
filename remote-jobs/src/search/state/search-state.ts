/**
 * Pure functions over the search state (the URL's meaning, from shared-config's codec).
 * Components never build api inputs or next states by hand; they call these.
 */

import type { SearchState } from '@chainwork/shared-config';
import { filtersOf, normalizeState } from '@chainwork/shared-config/search-input';

// The api inputs (and the normalization under them) live in shared-config, where the
// gateway builds the same ones for the first page it hands the document.
export { effectiveSort, filtersOf, normalizeState, searchInputOf } from '@chainwork/shared-config/search-input';

/** Any filter set, search text aside. */
export function hasFilters(state: SearchState): boolean {
  const { q: _q, ...filters } = filtersOf(state);
  return Object.keys(filters).length > 0;
}

/** Keeps the text (and a sort that only makes sense with it), drops every filter. */
export function withoutFilters(state: SearchState): SearchState {
  return normalizeState({ q: state.q, sort: state.sort });
}

export function withoutQuery(state: SearchState): SearchState {
  return normalizeState({ ...state, q: undefined });
}

export function toggleValue<T extends string>(values: readonly T[] | undefined, value: T, on: boolean): T[] | undefined {
  const rest = (values ?? []).filter((v) => v !== value);
  const next = on ? [...rest, value] : rest;
  return next.length ? next : undefined;
}
