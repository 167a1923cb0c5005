import { JOB_SEARCH_ANCHOR, route, toSearchParams, type SearchState } from '@chainwork/shared-config';

/** A link to the home page's search section showing this search: `/?tags=rust#job-search`. */
export function searchHref(state: SearchState = {}): string {
  const query = toSearchParams(state).toString();
  return `${route('home').path}${query ? `?${query}` : ''}#${JOB_SEARCH_ANCHOR}`;
}
