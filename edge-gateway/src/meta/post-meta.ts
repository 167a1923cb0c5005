/**
 * Fetches one post from the api for a post page's metadata: `blog.bySlug` through the typed
 * client (src/api/client.ts), whose answers the api checks against its contract before
 * sending. A slow, failing or circuit-broken api never delays the document beyond the
 * timeout; NOT_FOUND is told apart from an api that could not answer.
 */
import type { BlogPost } from '@chainwork/api';
import type { ApiService } from '../env';
import { apiClient, classifyFailure } from '../api/client';
import type { CircuitBreaker } from '../resilience/circuit-breaker';
import { DEFAULT_API_TIMEOUT_MS } from './job-meta';

export type PostMetaResult = { kind: 'found'; post: BlogPost } | { kind: 'not-found' } | { kind: 'unavailable'; reason: string };

export async function fetchPostForMeta(
  api: ApiService,
  slug: string,
  options: { timeoutMs?: number; breaker?: CircuitBreaker } = {},
): Promise<PostMetaResult> {
  const client = apiClient(api, {
    timeoutMs: options.timeoutMs ?? DEFAULT_API_TIMEOUT_MS,
    ...(options.breaker ? { breaker: options.breaker } : {}),
  });
  try {
    return { kind: 'found', post: await client.blog.bySlug.query({ slug }) };
  } catch (error) {
    const failure = classifyFailure(error);
    if (failure.kind === 'unavailable') return failure;
    return failure.code === 'NOT_FOUND' ? { kind: 'not-found' } : { kind: 'unavailable', reason: `api error (${failure.status})` };
  }
}
