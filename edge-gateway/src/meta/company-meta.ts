/**
 * Fetches one company from the api for a company page's metadata: `companies.bySlug` through
 * the typed client (src/api/client.ts). null (no such company, or one the directory does not
 * list) is told apart from an api that could not answer.
 */
import type { CompanyPageForMeta } from '@chainwork/shared-config/companies';
import type { ApiService } from '../env';
import { apiClient, classifyFailure } from '../api/client';
import type { CircuitBreaker } from '../resilience/circuit-breaker';
import type { LoadShedder } from '../resilience/load-shedder';
import { DEFAULT_API_TIMEOUT_MS } from './job-meta';

export type CompanyMetaResult =
  { kind: 'found'; company: CompanyPageForMeta } | { kind: 'not-found' } | { kind: 'unavailable'; reason: string };

export async function fetchCompanyForMeta(
  api: ApiService,
  slug: string,
  options: { timeoutMs?: number; breaker?: CircuitBreaker; shedder?: LoadShedder } = {},
): Promise<CompanyMetaResult> {
  const client = apiClient(api, {
    timeoutMs: options.timeoutMs ?? DEFAULT_API_TIMEOUT_MS,
    ...(options.breaker ? { breaker: options.breaker } : {}),
    ...(options.shedder ? { shedder: options.shedder } : {}),
  });
  try {
    const company = await client.companies.bySlug.query({ slug });
    return company ? { kind: 'found', company } : { kind: 'not-found' };
  } catch (error) {
    const failure = classifyFailure(error);
    if (failure.kind === 'unavailable') return failure;
    return failure.code === 'NOT_FOUND' || failure.code === 'BAD_REQUEST'
      ? { kind: 'not-found' }
      : { kind: 'unavailable', reason: `api error (${failure.status})` };
  }
}
