/**
 * @chainwork/shared-config/feeds: a feed for every search. `/rss.xml` (RSS 2.0) and
 * `/feed.json` (JSON Feed 1.1) take exactly the search page's URL fields (parsed by the
 * same forgiving codec, url-state.ts), so a search's feed is its URL with another path.
 * The api builds the feeds from this, the gateway links them from a search's document, and
 * the jobs remote's "Follow this search" links them from the results.
 *
 * A subpath, not the root: the root is the shell's federated singleton (see search-input.ts).
 */
import {
  FEED_JOBS_DEFAULT,
  SITE_NAME,
  describeSearch,
  parseSearchParams,
  toSearchParams,
  type SearchFilters,
  type SearchSort,
  type SearchState,
} from '@chainwork/shared-config';
import { filtersOf, normalizeState } from '@chainwork/shared-config/search-input';
import { JOBS_JSON_FEED_PATH } from './paths';

/** The route table's `rss` path as a literal, so the api's typed routes name it (feeds.test checks they agree). */
export const JOBS_RSS_PATH = '/rss.xml';
export { JOBS_JSON_FEED_PATH };
/** How many jobs a search's feed lists: its newest (or first, in an explicit sort). */
export const FEED_ITEM_COUNT = FEED_JOBS_DEFAULT;

/** New jobs show up in feeds within five minutes; readers polling more often get the cached copy (or a 304). */
export const FEED_MAX_AGE_S = 300;
export const FEED_CACHE_CONTROL = `public, max-age=${FEED_MAX_AGE_S}`;
/** RSS `<ttl>`: the same five minutes, in RSS's unit. */
export const RSS_TTL_MINUTES = FEED_MAX_AGE_S / 60;

export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';
export const JSON_FEED_CONTENT_TYPE = 'application/feed+json; charset=utf-8';

export type FeedFormat = 'rss' | 'json';
export const FEED_PATHS: Readonly<Record<FeedFormat, string>> = { rss: JOBS_RSS_PATH, json: JOBS_JSON_FEED_PATH };

/**
 * A feed's default order is newest, whatever the text: a reader follows a search for what
 * is new, and by relevance a new job could rank below the N listed and never show. An
 * explicit `sort` (relevance with text, salary) is kept.
 */
export const FEED_DEFAULT_SORT: SearchSort = 'newest';

export interface FeedSearch {
  filters: SearchFilters;
  sort: SearchSort;
}

/** The search a feed URL names: the page's parser, then normalised (equal searches, equal feeds). */
export function feedSearchOf(params: URLSearchParams): FeedSearch {
  const state = normalizeState(parseSearchParams(params));
  return { filters: filtersOf(state), sort: state.sort ?? FEED_DEFAULT_SORT };
}

/** The canonical query of a feed ('' or '?q=...'): stable order, defaults (the feed's newest) left out. */
export function feedQuery(search: FeedSearch): string {
  const params = toSearchParams({ ...search.filters, sort: search.sort });
  // toSearchParams omits the page's default sort (relevance with text): a feed's default is newest.
  if (search.sort === FEED_DEFAULT_SORT) params.delete('sort');
  else params.set('sort', search.sort);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The feed paths (with their canonical query) of a search page's state. */
export function feedLinksOf(state: SearchState): Record<FeedFormat, string> {
  const query = feedQuery(feedSearchOf(toSearchParams(state)));
  return { rss: `${JOBS_RSS_PATH}${query}`, json: `${JOBS_JSON_FEED_PATH}${query}` };
}

const SORT_WORDS: Record<SearchSort, string> = { newest: 'newest first', relevance: 'best match first', salary: 'highest salary first' };

/** "“rust”, remote worldwide: jobs on Chainwork"; "All jobs on Chainwork" for the empty search. */
export function feedTitle(search: FeedSearch): string {
  const phrase = describeSearch(search.filters);
  return phrase === 'All jobs' ? `All jobs on ${SITE_NAME}` : `${phrase}: jobs on ${SITE_NAME}`;
}

export function feedDescription(search: FeedSearch): string {
  return `Up to ${FEED_ITEM_COUNT} live jobs on ${SITE_NAME} matching: ${describeSearch(search.filters)} (${SORT_WORDS[search.sort]}).`;
}
