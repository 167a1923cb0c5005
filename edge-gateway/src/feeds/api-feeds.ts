/**
 * The api's feed procedures, through the typed client (src/api/client.ts); the api checks
 * every answer against its contract before sending it:
 *   feeds.sitemap()         -> { slug, lastmod }[] of every live job, newest first
 *   blog.feed({ limit })    -> the newest published posts, whole
 *   blog.sitemap()          -> { slug, lastmod }[] of every published post
 */
import type { BlogPost, SitemapEntry } from '@chainwork/api';
import type { ApiService } from '../env';
import { apiClient, classifyFailure } from '../api/client';
import type { UpstreamOptions } from '../api/upstream';

export type FeedResult<T> = { kind: 'ok'; items: T[] } | { kind: 'unavailable'; reason: string };

async function query<T>(call: () => Promise<T[]>): Promise<FeedResult<T>> {
  try {
    return { kind: 'ok', items: await call() };
  } catch (error) {
    const failure = classifyFailure(error);
    return { kind: 'unavailable', reason: failure.kind === 'error' ? `api error ${failure.code}` : failure.reason };
  }
}

export function sitemapEntries(api: ApiService, options: UpstreamOptions): Promise<FeedResult<SitemapEntry>> {
  return query(() => apiClient(api, options).feeds.sitemap.query());
}

/** feeds.companySitemap() -> { slug, lastmod }[] of every company page with a live job. */
export function companySitemapEntries(api: ApiService, options: UpstreamOptions): Promise<FeedResult<SitemapEntry>> {
  return query(() => apiClient(api, options).feeds.companySitemap.query());
}

/** blog.feed({ limit }) -> the newest published posts. */
export function latestPosts(api: ApiService, limit: number, options: UpstreamOptions): Promise<FeedResult<BlogPost>> {
  return query(() => apiClient(api, options).blog.feed.query({ limit }));
}

/** blog.sitemap() -> { slug, lastmod }[] of every published post. */
export function postSitemapEntries(api: ApiService, options: UpstreamOptions): Promise<FeedResult<SitemapEntry>> {
  return query(() => apiClient(api, options).blog.sitemap.query());
}
