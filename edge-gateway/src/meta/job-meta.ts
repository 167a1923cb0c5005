/**
 * Fetches one job from the api for a job page's metadata: `jobs.bySlug` over tRPC's
 * HTTP wire format (a GET with a superjson input) through the service binding.
 * The answer is validated with zod, so a changed api degrades the metadata instead of
 * breaking the page; a slow or failing api never delays the document beyond the timeout.
 */
import superjson from 'superjson';
import { z } from 'zod';
import type { JobForMeta } from '@chainwork/shared-config';
import { API_ORIGIN, type ApiService } from '../env';

export const JOB_BY_SLUG_PATH = '/trpc/jobs.bySlug';
export const DEFAULT_API_TIMEOUT_MS = 3000;

export type JobMetaResult =
  | { kind: 'found'; job: JobForMeta & { expired: boolean } }
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

const successEnvelope = z.object({ result: z.object({ data: z.unknown() }) });
const errorEnvelope = z.object({ error: z.unknown() });
const errorShape = z.object({ data: z.object({ code: z.string() }) });

export function jobBySlugUrl(slug: string): string {
  const input = JSON.stringify(superjson.serialize({ slug }));
  return `${API_ORIGIN}${JOB_BY_SLUG_PATH}?input=${encodeURIComponent(input)}`;
}

class Timeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let cancel = () => {};
  const expired = new Promise<never>((_, reject) => {
    const timer = setTimeout(() => {
      onTimeout();
      reject(new Timeout());
    }, ms);
    cancel = () => clearTimeout(timer);
  });
  return Promise.race([promise, expired]).finally(() => cancel());
}

export async function fetchJobForMeta(
  api: ApiService,
  slug: string,
  options: { timeoutMs?: number } = {},
): Promise<JobMetaResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_API_TIMEOUT_MS;
  const abort = new AbortController();
  const request = new Request(jobBySlugUrl(slug), {
    method: 'GET',
    headers: { accept: 'application/json' },
    signal: abort.signal,
  });
  try {
    // The body is read inside the race too: a stalled stream must not hang the page.
    return await withTimeout(
      api.fetch(request).then(readJobResponse),
      timeoutMs,
      () => abort.abort(),
    );
  } catch (error) {
    return { kind: 'unavailable', reason: error instanceof Timeout ? 'timeout' : 'fetch failed' };
  }
}

async function readJobResponse(response: Response): Promise<JobMetaResult> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { kind: 'unavailable', reason: `unreadable response (${response.status})` };
  }
  const failure = errorEnvelope.safeParse(body);
  if (failure.success) {
    const shape = errorShape.safeParse(superjson.deserialize(failure.data.error as never));
    if (shape.success && shape.data.data.code === 'NOT_FOUND') return { kind: 'not-found' };
    return { kind: 'unavailable', reason: `api error (${response.status})` };
  }
  const success = successEnvelope.safeParse(body);
  if (!response.ok || !success.success) return { kind: 'unavailable', reason: `unexpected response (${response.status})` };
  const job = jobSchema.safeParse(superjson.deserialize(success.data.result.data as never));
  return job.success ? { kind: 'found', job: job.data } : { kind: 'unavailable', reason: 'job did not match the contract' };
}
