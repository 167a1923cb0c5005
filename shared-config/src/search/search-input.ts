/**
 * @chainwork/shared-config/search-input: from a search's URL state to the exact api inputs
 * the search page asks with. The jobs remote builds its query keys with these, and the
 * gateway builds the same inputs for the first page it hands a document of `/`, so the
 * shell can seed the query cache under the keys the remote will ask for.
 *
 * A subpath of its own, not in the root: the root is a federated singleton served by the
 * shell, so a remote importing a new root export would need a new shell; each consumer
 * bundles this small module itself.
 */
// Through the package's root, never its files: in a front end the root is the shell's
// shared singleton, so importing the files would bundle a second copy of the URL codec and
// the vocabularies it checks against into every consumer.
import {
  defaultSort,
  JOB_SEARCH_PAGE_SIZE,
  type SearchFilters,
  type SearchInput,
  type SearchSort,
  type SearchState,
} from '@chainwork/shared-config';

export { isUnset, rawSearchFields } from './url-fields';

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

/** The filters alone (what `jobs.facets` counts against and `jobs.featured` pins from). */
export function filtersOf(state: SearchState): SearchFilters {
  const { sort: _sort, ...filters } = normalizeState(state);
  return filters;
}

/** The `jobs.search` input for a state; the cursor is added per page by the infinite query. */
export function searchInputOf(state: SearchState): SearchInput {
  return { ...filtersOf(state), sort: effectiveSort(state), limit: JOB_SEARCH_PAGE_SIZE };
}
