/**
 * The blog list's state read from the URL. It validates with zod, so it is served from
 * `@chainwork/shared-config/schemas/blog`, not the root (which every first page loads).
 */
import { z } from 'zod';
import { BLOG_LIMITS, BLOG_TAG_PATTERN } from './blog';

/** The list's state in the URL: `/blog?tag=security&page=2`. */
export const blogListParamsSchema = z.object({
  tag: z.string().regex(BLOG_TAG_PATTERN).max(BLOG_LIMITS.tagMax).optional(),
  page: z.number().int().min(1).max(1000).default(1),
});
export type BlogListParams = z.infer<typeof blogListParamsSchema>;

/** Reads the list's state from a query string; anything invalid falls back to the default. */
export function parseBlogListSearch(search: string | URLSearchParams): BlogListParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const tag = params.get('tag') ?? undefined;
  const page = Number(params.get('page') ?? '1');
  const parsedTag = blogListParamsSchema.shape.tag.safeParse(tag);
  const parsedPage = blogListParamsSchema.shape.page.safeParse(page);
  return { ...(parsedTag.success && parsedTag.data ? { tag: parsedTag.data } : {}), page: parsedPage.success ? parsedPage.data : 1 };
}
