/**
 * JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/) as a zod schema, written from the
 * spec for the tests (not the api's own type): the required fields (`version` the 1.1 URL,
 * `title`, `items`, each item's `id`) and the type of every optional one this site may send,
 * tightened where the spec says "should": URLs absolute, dates RFC 3339. Unknown keys fail,
 * so a field the spec does not name (or a misspelt one) is caught.
 */
import { z } from 'zod';

const url = z.url({ protocol: /^https?$/ });
/** RFC 3339, as the spec requires of date_published and date_modified. */
const rfc3339 = z.iso.datetime({ offset: true });
const author = z.strictObject({ name: z.string().optional(), url: url.optional(), avatar: url.optional() });

export const jsonFeedItemSchema = z
  .strictObject({
    id: z.string().min(1),
    url: url.optional(),
    external_url: url.optional(),
    title: z.string().optional(),
    content_html: z.string().optional(),
    content_text: z.string().optional(),
    summary: z.string().optional(),
    image: url.optional(),
    banner_image: url.optional(),
    date_published: rfc3339.optional(),
    date_modified: rfc3339.optional(),
    authors: z.array(author).optional(),
    tags: z.array(z.string()).optional(),
    language: z.string().optional(),
  })
  .refine((item) => item.content_html !== undefined || item.content_text !== undefined, 'an item has content_html or content_text');

export const jsonFeedSchema = z.strictObject({
  version: z.literal('https://jsonfeed.org/version/1.1'),
  title: z.string().min(1),
  home_page_url: url.optional(),
  feed_url: url.optional(),
  description: z.string().optional(),
  user_comment: z.string().optional(),
  next_url: url.optional(),
  icon: url.optional(),
  favicon: url.optional(),
  authors: z.array(author).optional(),
  language: z.string().optional(),
  expired: z.boolean().optional(),
  items: z.array(jsonFeedItemSchema),
});
