import { JOB_SEARCH_ANCHOR, route, toSearchParams, type SearchFilters } from '@chainwork/shared-config';

/** The home page's search with these filters: "Open this search". */
export function searchHref(search: SearchFilters): string {
  const query = toSearchParams(search).toString();
  return `${route('home').path}${query ? `?${query}` : ''}#${JOB_SEARCH_ANCHOR}`;
}
