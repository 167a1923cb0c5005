import {
  defaultSort,
  JOB_SEARCH_PAGE_SIZE,
  type SearchFilters,
  type SearchInput,
  type SearchSort,
  type SearchState,
} from '@chainwork/shared-config';

/**
 * Pure functions over the search state (the URL's meaning, from shared-config's codec).
 * Components never build api inputs or next states by hand; they call these.
 */

const sorted = <T extends string>(values: readonly T[] | undefined): T[] | undefined =>
  values && values.length ? [...values].sort() : undefined;

/** The sort the list is in: relevance needs search text, so without it the default applies. */
export function effectiveSort(state: SearchState): SearchSort {
  if (state.sort === 'relevance' && !state.q?.trim()) return defaultSort(state);
  return state.sort ?? defaultSort(state);
}

/**
 * A state with nothing that means nothing: trimmed text, no empty lists, no "include jobs
 * without a salary" without a salary floor, no relevance sort without text. Equal
 * searches then have equal states, equal query keys and equal URLs.
 */
export function normalizeState(state: SearchState): SearchState {
  const next: SearchState = {};
  const q = state.q?.trim();
  if (q) next.q = q;
  const tags = sorted(state.tags);
  if (tags) next.tags = [...new Set(tags)];
  if (state.remote) next.remote = state.remote;
  if (state.city) next.city = state.city;
  if (state.minSalary) {
    next.minSalary = state.minSalary;
    if (state.includeNoSalary) next.includeNoSalary = true;
  }
  const types = sorted(state.employmentTypes);
  if (types) next.employmentTypes = types;
  const levels = sorted(state.seniorities);
  if (levels) next.seniorities = levels;
  if (state.posted) next.posted = state.posted;
  if (state.company) next.company = state.company;
  if (state.sort && !(state.sort === 'relevance' && !q)) next.sort = state.sort;
  return next;
}

/** The filters alone (what `jobs.facets` counts against). */
export function filtersOf(state: SearchState): SearchFilters {
  const { sort: _sort, ...filters } = normalizeState(state);
  return filters;
}

/** The `jobs.search` input for a state; the cursor is added per page by the infinite query. */
export function searchInputOf(state: SearchState): SearchInput {
  return { ...filtersOf(state), sort: effectiveSort(state), limit: JOB_SEARCH_PAGE_SIZE };
}

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
