/**
 * Fetches one job from the api for a job page's metadata: `jobs.bySlug` over tRPC's
 * HTTP wire format through the service binding. The answer is validated with zod, so a
 * changed api degrades the metadata instead of breaking the page; a slow, failing or
 * circuit-broken api never delays the document beyond the timeout.
 */
import { z } from 'zod';
import type { JobForMeta } from '@chainwork/shared-config';
import type { ApiService } from '../env';
import { queryApi, queryUrl } from '../api/query';
import type { CircuitBreaker } from '../resilience/circuit-breaker';

export const JOB_BY_SLUG_PROCEDURE = 'jobs.bySlug';
export const DEFAULT_API_TIMEOUT_MS = 3000;

export type JobMetaResult =
  /** `wire`: the whole job in superjson's wire form, for the page (RuntimeConfig.job). */
  | { kind: 'found'; job: JobForMeta & { expired: boolean }; wire: unknown }
  | { kind: 'not-found' }
  | { kind: 'unavailable'; reason: string };

const jobSchema = z.object({
  Title: z.string(),
  Company: z.string(),
  Description: z.string(),
  Date: z.date(),
  Pretty_url: z.string(),
  Location: z.string(),
  standardized_location: z.string(),
  numeric_salary: z.number().nullable(),
  employmentType: z.string().nullish(),
  companyLogo: z.string().nullish(),
  companyUrl: z.string().nullish(),
  expired: z.boolean().default(false),
});

export function jobBySlugUrl(slug: string): string {
  return queryUrl(JOB_BY_SLUG_PROCEDURE, { slug });
}

export async function fetchJobForMeta(
  api: ApiService,
  slug: string,
  options: { timeoutMs?: number; breaker?: CircuitBreaker } = {},
): Promise<JobMetaResult> {
  const result = await queryApi(api, JOB_BY_SLUG_PROCEDURE, { slug }, {
    timeoutMs: options.timeoutMs ?? DEFAULT_API_TIMEOUT_MS,
    ...(options.breaker ? { breaker: options.breaker } : {}),
  });
  switch (result.kind) {
    case 'unavailable':
      return result;
    case 'error':
      return result.code === 'NOT_FOUND' ? { kind: 'not-found' } : { kind: 'unavailable', reason: `api error (${result.status})` };
    case 'data': {
      const job = jobSchema.safeParse(result.data);
      return job.success ? { kind: 'found', job: job.data, wire: result.raw } : { kind: 'unavailable', reason: 'job did not match the contract' };
    }
  }
}
