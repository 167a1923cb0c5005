/**
 * The api's feed procedures, validated at the boundary:
 *   feeds.latest({ limit }) -> the latest live jobs (JobSummary, Description optional)
 *   feeds.sitemap()         -> { slug, lastmod }[] of every live job
 *   blog.feed({ limit })    -> the newest published posts
 *   blog.sitemap()          -> { slug, lastmod }[] of every published post
 * An entry that does not match is dropped (and counted in the log), not the whole feed.
 */
import { z } from 'zod';
import { BLOG_SLUG_PATTERN, JOB_SLUG_PATTERN } from '@chainwork/shared-config';
import type { ApiService } from '../env';
import { queryApi } from '../api/query';
import type { UpstreamOptions } from '../api/upstream';

export const LATEST_PROCEDURE = 'feeds.latest';
export const SITEMAP_PROCEDURE = 'feeds.sitemap';

const feedJobSchema = z.object({
  Pretty_url: z.string().regex(JOB_SLUG_PATTERN),
  Title: z.string(),
  Company: z.string(),
  Date: z.date(),
  Location: z.string(),
  locationLabel: z.string().optional(),
  numeric_salary: z.number().nullish(),
  tags: z.array(z.string()).optional(),
  employmentType: z.string().nullish(),
  Description: z.string().optional(),
});
export type FeedJob = z.infer<typeof feedJobSchema>;

const lastmodSchema = z.union([z.date(), z.string(), z.number()])
  .transform((value) => (value instanceof Date ? value : new Date(value)))
  .refine((date) => !Number.isNaN(date.getTime()), 'lastmod is not a date');
const sitemapEntrySchema = z.object({ slug: z.string().regex(JOB_SLUG_PATTERN), lastmod: lastmodSchema });
export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;

export type FeedResult<T> = { kind: 'ok'; items: T[] } | { kind: 'unavailable'; reason: string };

function validEntries<T>(list: unknown, schema: z.ZodType<T>, what: string): FeedResult<T> {
  // Tolerates `{ items }` as well as a bare list, as jobs.search answers.
  const items = Array.isArray(list) ? list : (list as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return { kind: 'unavailable', reason: `${what} did not match the contract` };
  const valid: T[] = [];
  for (const item of items) {
    const parsed = schema.safeParse(item);
    if (parsed.success) valid.push(parsed.data);
  }
  if (valid.length < items.length) console.warn(`[gateway] ${what}: dropped ${items.length - valid.length} entries that did not match the contract`);
  return { kind: 'ok', items: valid };
}

async function query<T>(api: ApiService, procedure: string, input: unknown, schema: z.ZodType<T>, options: UpstreamOptions): Promise<FeedResult<T>> {
  const result = await queryApi(api, procedure, input, options);
  if (result.kind === 'data') return validEntries(result.data, schema, procedure);
  return { kind: 'unavailable', reason: result.kind === 'error' ? `api error ${result.code}` : result.reason };
}

export function latestJobs(api: ApiService, limit: number, options: UpstreamOptions): Promise<FeedResult<FeedJob>> {
  return query(api, LATEST_PROCEDURE, { limit }, feedJobSchema, options);
}

export function sitemapEntries(api: ApiService, options: UpstreamOptions): Promise<FeedResult<SitemapEntry>> {
  return query(api, SITEMAP_PROCEDURE, undefined, sitemapEntrySchema, options);
}

export const BLOG_FEED_PROCEDURE = 'blog.feed';
export const BLOG_SITEMAP_PROCEDURE = 'blog.sitemap';

const blogFeedPostSchema = z.object({
  slug: z.string().regex(BLOG_SLUG_PATTERN),
  title: z.string(),
  description: z.string(),
  author: z.object({ name: z.string() }),
  publishedAt: z.date(),
  tags: z.array(z.string()),
});
export type BlogFeedPost = z.infer<typeof blogFeedPostSchema>;

const blogSitemapEntrySchema = z.object({ slug: z.string().regex(BLOG_SLUG_PATTERN), lastmod: lastmodSchema });

/** blog.feed({ limit }) -> the newest published posts. */
export function latestPosts(api: ApiService, limit: number, options: UpstreamOptions): Promise<FeedResult<BlogFeedPost>> {
  return query(api, BLOG_FEED_PROCEDURE, { limit }, blogFeedPostSchema, options);
}

/** blog.sitemap() -> { slug, lastmod }[] of every published post. */
export function postSitemapEntries(api: ApiService, options: UpstreamOptions): Promise<FeedResult<SitemapEntry>> {
  return query(api, BLOG_SITEMAP_PROCEDURE, undefined, blogSitemapEntrySchema, options);
}
