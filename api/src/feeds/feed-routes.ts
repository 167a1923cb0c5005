/**
 * `/rss.xml` and `/feed.json`: a feed for every search (the gateway routes both here). Each
 * takes exactly the search page's URL fields (shared-config/feeds: the page's parser, so what
 * the page ignores the feed ignores too), runs the api's own search, and answers the same
 * jobs in its format, with an ETag (a reader polling an unchanged search gets a 304) and the
 * feeds' short public caching.
 */
import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import { READ_COST_HEADER } from '@chainwork/shared-config';
import {
  FEED_CACHE_CONTROL,
  JOBS_JSON_FEED_PATH,
  JOBS_RSS_PATH,
  JSON_FEED_CONTENT_TYPE,
  RSS_CONTENT_TYPE,
  feedSearchOf,
  type FeedFormat,
} from '@chainwork/shared-config/feeds';
import { searchInputSchema } from '@chainwork/shared-config/schemas/search';
import { isolateCaches } from '../cache/isolate-caches';
import { coldCost, meteredCaches } from '../cache/metered-caches';
import { readApiSettings } from '../config/settings';
import type { Env } from '../env';
import { buildJobFeed } from './job-feed';
import { jsonFeedDocument } from './json-feed';
import { rssDocument } from './rss-document';
import { searchFeedJobs } from './search-feed';

// A 304 keeps what the 200 would have said about caching, and what the read cost the api.
const conditional = etag({ retainedHeaders: ['cache-control', 'etag', 'vary', READ_COST_HEADER.toLowerCase()] });

async function jobFeed(c: Context<{ Bindings: Env }>, format: FeedFormat, now: Date): Promise<Response> {
  const search = feedSearchOf(new URL(c.req.url).searchParams);
  // The codec admits only what the schema admits (url-state.test.ts); checked here anyway, as every input is.
  if (!searchInputSchema.safeParse({ ...search.filters, sort: search.sort }).success) return c.text('Bad search', 400);
  const caches = meteredCaches(isolateCaches);
  const jobs = await searchFeedJobs(c.env.DB, caches, search, now);
  const feed = buildJobFeed(search, jobs, readApiSettings(c.env).siteUrl);
  const headers = { 'cache-control': FEED_CACHE_CONTROL, [READ_COST_HEADER]: String(coldCost(caches)) };
  return format === 'rss'
    ? c.body(rssDocument(feed), 200, { ...headers, 'content-type': RSS_CONTENT_TYPE })
    : c.body(JSON.stringify(jsonFeedDocument(feed)), 200, { ...headers, 'content-type': JSON_FEED_CONTENT_TYPE });
}

/** `now`: the clock, for tests; live jobs are those posted in the 30 days before it. */
export function feedRoutes(options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  return new Hono<{ Bindings: Env }>()
    .get(JOBS_RSS_PATH, conditional, (c) => jobFeed(c, 'rss', now()))
    .get(JOBS_JSON_FEED_PATH, conditional, (c) => jobFeed(c, 'json', now()));
}
