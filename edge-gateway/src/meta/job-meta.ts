/**
 * Fetches one job from the api for a job page's metadata: `jobs.bySlug` through the typed
 * client (src/api/client.ts), whose answers the api checks against its contract before
 * sending. A slow, failing or circuit-broken api never delays the document beyond the
 * timeout; NOT_FOUND is told apart from an api that could not answer.
 */
import type { RenderedJob } from '@chainwork/api';
import type { ApiService } from '../env';
import { apiClient, classifyFailure } from '../api/client';
import type { CircuitBreaker } from '../resilience/circuit-breaker';
import type { LoadShedder } from '../resilience/load-shedder';

export const DEFAULT_API_TIMEOUT_MS = 3000;

export type JobMetaResult = { kind: 'found'; job: RenderedJob } | { kind: 'not-found' } | { kind: 'unavailable'; reason: string };

export async function fetchJobForMeta(
  api: ApiService,
  slug: string,
  options: { timeoutMs?: number; breaker?: CircuitBreaker; shedder?: LoadShedder } = {},
): Promise<JobMetaResult> {
  const client = apiClient(api, {
    timeoutMs: options.timeoutMs ?? DEFAULT_API_TIMEOUT_MS,
    ...(options.breaker ? { breaker: options.breaker } : {}),
    ...(options.shedder ? { shedder: options.shedder } : {}),
  });
  try {
    return { kind: 'found', job: await client.jobs.bySlug.query({ slug }) };
  } catch (error) {
    const failure = classifyFailure(error);
    if (failure.kind === 'unavailable') return failure;
    return failure.code === 'NOT_FOUND' ? { kind: 'not-found' } : { kind: 'unavailable', reason: `api error (${failure.status})` };
  }
}
