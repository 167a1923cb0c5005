/**
 * Fetches one post from the api for a post page's metadata (`blog.bySlug`), validated
 * with zod like a job: a changed api degrades the metadata, never the page, and a slow
 * or failing api never delays the document beyond the timeout.
 */
import { z } from 'zod';
import type { BlogPostForMeta } from '@chainwork/shared-config';
import type { ApiService } from '../env';
import { queryApi } from '../api/query';
import type { CircuitBreaker } from '../resilience/circuit-breaker';
import { DEFAULT_API_TIMEOUT_MS } from './job-meta';

export const POST_BY_SLUG_PROCEDURE = 'blog.bySlug';

export type PostMetaResult =
  | { kind: 'found'; post: BlogPostForMeta }
  | { kind: 'not-found' }
  | { kind: 'unavailable'; reason: string };

export const postForMetaSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  author: z.object({ name: z.string(), kind: z.enum(['person', 'organization']) }),
  publishedAt: z.date(),
  updatedAt: z.date(),
  tags: z.array(z.string()),
  cover: z.object({ image: z.string(), alt: z.string() }),
  wordCount: z.number().int().optional(),
});

export async function fetchPostForMeta(
  api: ApiService,
  slug: string,
  options: { timeoutMs?: number; breaker?: CircuitBreaker } = {},
): Promise<PostMetaResult> {
  const result = await queryApi(api, POST_BY_SLUG_PROCEDURE, { slug }, {
    timeoutMs: options.timeoutMs ?? DEFAULT_API_TIMEOUT_MS,
    ...(options.breaker ? { breaker: options.breaker } : {}),
  });
  switch (result.kind) {
    case 'unavailable':
      return result;
    case 'error':
      return result.code === 'NOT_FOUND' ? { kind: 'not-found' } : { kind: 'unavailable', reason: `api error (${result.status})` };
    case 'data': {
      const post = postForMetaSchema.safeParse(result.data);
      return post.success ? { kind: 'found', post: post.data } : { kind: 'unavailable', reason: 'post did not match the contract' };
    }
  }
}
