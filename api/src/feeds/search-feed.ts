/**
 * The jobs of a search's feed, from the api's own search: the first FEED_ITEM_COUNT results
 * of `jobs.search` for the search (the page's first page, in the feed's order), with the
 * Featured jobs the page pins above them first (`jobs.featured`; PLANS.featured.firstInFeeds).
 */
import { FEATURED_JOBS_DEFAULT } from '@chainwork/shared-config/posting';
import { FEED_ITEM_COUNT, type FeedSearch } from '@chainwork/shared-config/feeds';
import type { ApiCaches } from '../cache/api-caches';
import type { SqlDatabase } from '../db/database';
import type { JobSummary } from '../job-types';
import { featuredMatching } from '../search/featured';
import { searchWithPrefixWords } from '../search/prefix-expansion';
import { planSearch } from '../search/search-plan';

export async function searchFeedJobs(
  db: SqlDatabase,
  caches: Pick<ApiCaches, 'prefixWords' | 'totals'>,
  search: FeedSearch,
  now: Date,
): Promise<JobSummary[]> {
  const plan = planSearch({ ...search.filters, sort: search.sort });
  const [page, featured] = await Promise.all([
    searchWithPrefixWords(db, caches.prefixWords, plan, { now, limit: FEED_ITEM_COUNT, cursor: null, totals: caches.totals }),
    featuredMatching(db, plan, { now, limit: FEATURED_JOBS_DEFAULT }),
  ]);
  const pinned = new Set(featured.map((job) => job.id));
  return [...featured, ...page.items.filter((job) => !pinned.has(job.id))].slice(0, FEED_ITEM_COUNT);
}
