/**
 * `/rss.xml` and `/feed.json`: a feed for every search, built by the api (api/src/feeds/);
 * here only what the edge owns. A feed runs the same search as the page's first batch, so
 * a reader spends from the same read budget as the page (READ_COSTS of `jobs.search` and
 * `jobs.featured`, then what the api reports its cache misses cost); over it, a 429 with
 * Retry-After and the api is not called. The api's answer (ETag, 304, the feeds' caching)
 * is relayed as it is; only the search fields and the reader's If-None-Match go to it.
 */
import type { Context } from 'hono';
import { READ_COST_HEADER } from '@chainwork/shared-config';
import { JOBS_JSON_FEED_PATH, JOBS_RSS_PATH } from '@chainwork/shared-config/feeds';
import { readGatewaySettings, type GatewayEnv } from '../env';
import { apiRoutes, orUnavailable, relayed } from '../api/routes-client';
import { readCost } from '../middleware/read-budget';
import { errorText } from '../middleware/request-id';
import { knownClientKey } from '../rate-limit/client-key';
import { readLimiterFor } from '../rate-limit/read-limiter-for';
import { SERVED_BY, SERVED_BY_HEADER } from '../served-by';
import type { GatewayState } from '../state';

export const JOB_FEED_PATHS = [JOBS_RSS_PATH, JOBS_JSON_FEED_PATH] as const;

/** What a feed costs up front: the page's first batch (api/src/feeds/search-feed.ts runs both). */
export const JOB_FEED_PROCEDURES = ['jobs.search', 'jobs.featured'] as const;

/** The first value of each field, as the page's parser reads them (URLSearchParams.get). */
function firstValues(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) if (!Object.hasOwn(query, name)) query[name] = value;
  return query;
}

export async function jobFeed(c: Context<GatewayEnv>, state: GatewayState): Promise<Response> {
  // A client the platform cannot tell apart is left to the isolate's load shedding, as on /api/trpc.
  const key = knownClientKey(c.req.raw.headers, readGatewaySettings(c.env).trustCfConnectingIp);
  const limiter = readLimiterFor(state, c.env);
  if (key !== null) {
    const spent = await limiter.spend(key, readCost(JOB_FEED_PROCEDURES));
    if (!spent.allowed) {
      return c.text(errorText('Too many requests from this client; slow down'), 429, {
        'retry-after': String(spent.retryAfterS ?? 1),
        'cache-control': 'no-store',
        [SERVED_BY_HEADER]: SERVED_BY,
      });
    }
  }
  const url = new URL(c.req.url);
  const ifNoneMatch = c.req.header('if-none-match');
  const options = ifNoneMatch ? { headers: { 'if-none-match': ifNoneMatch } } : {};
  const feeds = apiRoutes(c, state);
  return orUnavailable(async () => {
    const args = { query: firstValues(url) };
    const answer =
      url.pathname === JOBS_RSS_PATH ? await feeds['rss.xml'].$get(args, options) : await feeds['feed.json'].$get(args, options);
    const cold = Number(answer.headers.get(READ_COST_HEADER) ?? 0);
    if (key !== null && Number.isInteger(cold) && cold > 0) await limiter.charge(key, cold);
    const response = await relayed(answer);
    response.headers.delete(READ_COST_HEADER);
    return response;
  });
}
