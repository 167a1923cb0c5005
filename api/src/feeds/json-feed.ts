/**
 * A search's feed as JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/). The schema is
 * the spec's required fields and types, with what this site promises on top (absolute
 * https-or-http URLs, RFC 3339 dates, an id per item); the builder's output is typed by it,
 * and the tests parse real answers with it. `content_text` only: a summary is plain text,
 * never HTML for a reader to render.
 */
import { z } from 'zod';
import type { JobFeed } from './job-feed';

export const JSON_FEED_VERSION = 'https://jsonfeed.org/version/1.1';

const absoluteUrl = z.url({ protocol: /^https?$/ });
const author = z.strictObject({ name: z.string().min(1) });

export const jsonFeedItemSchema = z.strictObject({
  id: z.string().min(1),
  url: absoluteUrl,
  title: z.string(),
  content_text: z.string(),
  date_published: z.iso.datetime(),
  authors: z.array(author).min(1),
  tags: z.array(z.string()),
});

export const jsonFeedSchema = z.strictObject({
  version: z.literal(JSON_FEED_VERSION),
  title: z.string().min(1),
  home_page_url: absoluteUrl,
  feed_url: absoluteUrl,
  description: z.string(),
  language: z.string(),
  items: z.array(jsonFeedItemSchema),
});

export type JsonFeed = z.infer<typeof jsonFeedSchema>;

export function jsonFeedDocument(feed: JobFeed): JsonFeed {
  return {
    version: JSON_FEED_VERSION,
    title: feed.title,
    home_page_url: feed.homePageUrl,
    feed_url: feed.feedUrls.json,
    description: feed.description,
    language: 'en',
    items: feed.items.map((job) => ({
      id: job.url,
      url: job.url,
      title: job.title,
      content_text: job.summary,
      // RFC 3339 (toISOString is its UTC profile).
      date_published: job.published.toISOString(),
      authors: [{ name: job.company }],
      tags: job.tags,
    })),
  };
}
