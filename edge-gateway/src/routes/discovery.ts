/**
 * The documents for feed readers and crawlers: the job feeds of every search (`/rss.xml`,
 * `/feed.json`: the api's, relayed by job-feeds.ts), and the gateway's own `/blog/rss.xml`,
 * `/sitemap.xml` (from the api's data, cached briefly) and `/robots.txt`. If the api cannot answer,
 * a short 503 with Retry-After: a crawler retries, and nothing stale or empty is cached.
 */
import { Hono, type Context } from 'hono';
import { readSettings, type GatewayEnv } from '../env';
import type { SitemapEntry } from '@chainwork/api';
import { BLOG_RSS_ITEM_COUNT, BLOG_RSS_PATH, route } from '@chainwork/shared-config';
import { FEED_CACHE_CONTROL } from '@chainwork/shared-config/feeds';
import { companySitemapEntries, latestPosts, postSitemapEntries, sitemapEntries, type FeedResult } from '../feeds/api-feeds';
import { calendarEvents, oneEvent } from '../feeds/api-events';
import { buildBlogRss } from '../feeds/blog-rss';
import { buildCalendar } from '../feeds/ical';
import { ROBOTS_PATH, robotsTxt } from '../feeds/robots';
import { SITEMAP_PATH, buildSitemap } from '../feeds/sitemap';
import { DEFAULT_FEED_TIMEOUT_MS, type GatewayState } from '../state';
import { logError } from '../log/log';
import { errorText } from '../middleware/request-id';
import { SERVED_BY, SERVED_BY_HEADER } from '../served-by';
import { JOB_FEED_PATHS, jobFeed } from './job-feeds';
import { methodNotAllowed } from './method-not-allowed';

export const ROBOTS_CACHE_CONTROL = 'public, max-age=3600';
export const FEED_RETRY_AFTER_S = 60;

export const EVENTS_CALENDAR_PATH = route('cryptoEventsFeed').path;
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

export const DISCOVERY_PATHS = [...JOB_FEED_PATHS, BLOG_RSS_PATH, SITEMAP_PATH, ROBOTS_PATH, EVENTS_CALENDAR_PATH] as const;

function unavailable(c: Context<GatewayEnv>, reason: string): Response {
  logError(`${new URL(c.req.url).pathname} unavailable: ${reason}`);
  return c.text(errorText('Temporarily unavailable, please retry later.'), 503, {
    'cache-control': 'no-store',
    'retry-after': String(FEED_RETRY_AFTER_S),
    [SERVED_BY_HEADER]: SERVED_BY,
  });
}

/** A feed body (XML or iCalendar) from api data, or the 503 when the api could not answer. */
function xml<T>(c: Context<GatewayEnv>, result: FeedResult<T>, contentType: string, build: (items: T[]) => string): Response {
  if (result.kind === 'unavailable') return unavailable(c, result.reason);
  let body: string;
  try {
    body = build(result.items);
  } catch (error) {
    // Only an api that does not keep its contract (a deployment of another version) gets here.
    return unavailable(c, `the api's answer could not be written as XML (${error instanceof Error ? error.message : String(error)})`);
  }
  return c.body(body, 200, {
    'content-type': contentType,
    'cache-control': FEED_CACHE_CONTROL,
    [SERVED_BY_HEADER]: SERVED_BY,
  });
}

export function discovery(state: GatewayState) {
  const app = new Hono<GatewayEnv>();
  const upstream = () => ({
    timeoutMs: state.options.feedTimeoutMs ?? DEFAULT_FEED_TIMEOUT_MS,
    breaker: state.breaker,
    shedder: state.shedder,
  });

  for (const path of JOB_FEED_PATHS) app.get(path, (c) => jobFeed(c, state));

  app.get(BLOG_RSS_PATH, async (c) => {
    const { siteUrl } = readSettings(c.env);
    const result = await latestPosts(c.env.API, BLOG_RSS_ITEM_COUNT, upstream());
    return xml(c, result, 'application/rss+xml; charset=utf-8', (posts) => buildBlogRss(posts, siteUrl));
  });

  // The whole calendar to subscribe to, or with ?event=<slug> one event as a download ("Add to calendar").
  app.get(EVENTS_CALENDAR_PATH, async (c) => {
    const { siteUrl } = readSettings(c.env);
    const slug = c.req.query('event');
    if (slug === undefined) {
      const result = await calendarEvents(c.env.API, upstream());
      return xml(c, result, CALENDAR_CONTENT_TYPE, (events) => buildCalendar(events, { siteUrl }));
    }
    const found = await oneEvent(c.env.API, slug, upstream());
    if (found.kind === 'unavailable') return unavailable(c, found.reason);
    if (found.kind === 'not-found') return c.text('No such event', 404, { 'cache-control': 'no-store', [SERVED_BY_HEADER]: SERVED_BY });
    return c.body(buildCalendar([found.event], { siteUrl, name: found.event.name }), 200, {
      'content-type': CALENDAR_CONTENT_TYPE,
      'content-disposition': `attachment; filename="${found.event.slug}.ics"`,
      'cache-control': FEED_CACHE_CONTROL,
      [SERVED_BY_HEADER]: SERVED_BY,
    });
  });

  app.get(SITEMAP_PATH, async (c) => {
    const { siteUrl } = readSettings(c.env);
    const [jobs, posts, companies] = await Promise.all([
      sitemapEntries(c.env.API, upstream()),
      postSitemapEntries(c.env.API, upstream()),
      companySitemapEntries(c.env.API, upstream()),
    ]);
    // A sitemap missing the posts or the companies would tell crawlers they are gone: every list, or a 503.
    if (posts.kind === 'unavailable') return unavailable(c, posts.reason);
    if (companies.kind === 'unavailable') return unavailable(c, companies.reason);
    return xml(c, jobs, 'application/xml; charset=utf-8', (entries: SitemapEntry[]) =>
      buildSitemap(entries, siteUrl, posts.items, companies.items),
    );
  });

  app.get(ROBOTS_PATH, (c) =>
    c.text(robotsTxt(readSettings(c.env).siteUrl), 200, {
      'cache-control': ROBOTS_CACHE_CONTROL,
      [SERVED_BY_HEADER]: SERVED_BY,
    }),
  );

  for (const path of DISCOVERY_PATHS) {
    app.all(path, methodNotAllowed);
  }
  return app;
}
