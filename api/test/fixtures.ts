import { env } from 'cloudflare:workers';
import { JOB_VALIDITY_MS } from '@chainwork/shared-config';
import { createCallerFactory, createContext } from '../src/trpc';
import { appRouter } from '../src/root';
import { removeAllJobs } from '../src/seed/clear';
import { insertJobs } from '../src/seed/insert';
import type { SeedJob } from '../src/seed/generate';
import type { StoredJob } from './brute-force';
import { DAY_MS } from '@chainwork/shared-config/time';

/** A fixed clock for tests that reason about liveness. */
export const NOW = new Date('2026-06-01T12:00:00.000Z');
export { DAY_MS };

const createCaller = createCallerFactory(appRouter);

/** The router as a procedure caller on the test D1, with the clock pinned. */
export function callerAt(now: Date = NOW, options: { fullSearchTotals?: boolean } = {}) {
  return createCaller(createContext({ db: env.DB, now: () => now, ...options }));
}

/** A plausible published job, posted `ageMs` before NOW unless `postedAt` is given. */
export function testJob(slug: string, overrides: Partial<SeedJob> & { ageMs?: number } = {}): SeedJob {
  const { ageMs = DAY_MS, ...rest } = overrides;
  return {
    slug,
    title: 'Senior Solidity Engineer',
    company: 'Quillfeather Finance',
    descriptionMd: '## About us\n\nWe build lending markets.\n\n- Write Solidity\n- Review code',
    postedAt: new Date(NOW.getTime() - ageMs),
    location: 'Remote (Europe)',
    standardizedLocation: 'remote-europe',
    numericSalary: 150_000,
    salaryMin: 130_000,
    salaryMax: 170_000,
    salaryCurrency: 'USD',
    employmentType: 'FULL_TIME',
    seniority: 'senior',
    tags: ['solidity', 'evm', 'defi'],
    applyUrl: `https://quillfeather-finance.example/careers/${slug}`,
    companyUrl: 'https://quillfeather-finance.example',
    companyLogo: null,
    status: 'published',
    ...rest,
  };
}

export async function resetJobs(): Promise<void> {
  await removeAllJobs(env.DB);
}

export async function seedJobs(jobs: readonly SeedJob[]): Promise<void> {
  await insertJobs(env.DB, jobs);
}

/** True when the job is live at `now` by the requirements' rule: now < Date + 30 days. */
export function isLive(job: SeedJob, now: Date = NOW): boolean {
  return job.status === 'published' && now.getTime() < job.postedAt.getTime() + JOB_VALIDITY_MS;
}

/** Seeds the jobs and returns them with the ids the database gave them. */
export async function seedStoredJobs(jobs: readonly SeedJob[]): Promise<StoredJob[]> {
  await insertJobs(env.DB, jobs);
  const { results } = await env.DB.prepare('SELECT id, slug FROM jobs').all<{ id: number; slug: string }>();
  const ids = new Map(results.map((row) => [row.slug, row.id]));
  return jobs.map((job) => {
    const id = ids.get(job.slug);
    if (id === undefined) throw new Error(`job ${job.slug} was not stored`);
    return { ...job, id };
  });
}
