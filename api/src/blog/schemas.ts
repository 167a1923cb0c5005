import { z } from 'zod';

/*
 * What the blog procedures answer, declared once: the router's `.output()` checks every
 * answer against these, and the types the front ends read are inferred from them.
 */

export const blogAuthorSchema = z.object({
  name: z.string(),
  kind: z.enum(['person', 'organization']),
});

export const blogPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  author: blogAuthorSchema,
  publishedAt: z.date(),
  /** When the post's file last changed in a way readers see (its content hash moved). */
  updatedAt: z.date(),
  tags: z.array(z.string()),
  cover: z.object({ image: z.string(), alt: z.string() }),
  wordCount: z.number().int(),
  readingMinutes: z.number().int(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  /** Markdown; the shell renders it without raw HTML (see shell-app's blog pages). */
  body: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogTagCountSchema = z.object({ tag: z.string(), posts: z.number().int() });
export type BlogTagCount = z.infer<typeof blogTagCountSchema>;

export const blogListSchema = z.object({
  items: z.array(blogPostSummarySchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  /** Posts matching the tag (all posts without one). */
  total: z.number().int(),
  /** Every published post, whatever the tag: the "All posts" count. */
  allPosts: z.number().int(),
  /** Every tag of the published posts with its count (not narrowed by the chosen tag). */
  tags: z.array(blogTagCountSchema),
});
export type BlogList = z.infer<typeof blogListSchema>;

export const blogMediaSchema = z.object({
  name: z.string(),
  contentType: z.string(),
  body: z.string(),
  hash: z.string(),
});
export type BlogMedia = z.infer<typeof blogMediaSchema>;

export const blogSitemapEntrySchema = z.object({ slug: z.string(), lastmod: z.date() });
