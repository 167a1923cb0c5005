import { env } from 'cloudflare:workers';
import { JOB_VALIDITY_MS } from '@chainwork/shared-config';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiCaches, type ApiCaches } from '../cache/api-caches';
import { NOW, DAY_MS, resetJobs, seedStoredJobs, testJob } from '../../test/fixtures';
import { generateJobs } from '../seed/generate';
import { planSearch } from './search-plan';
import { appRouter } from '../root';
import { createCallerFactory, createContext } from '../trpc';

const callerWith = (caches: ApiCaches, now: Date = NOW) =>
  createCallerFactory(appRouter)(createContext({ db: env.DB, now: () => now, caches }));

beforeAll(async () => {
  await resetJobs();
  await seedStoredJobs([...generateJobs({ count: 300, seed: 21, now: NOW }), testJob('oldest-live', { ageMs: JOB_VALIDITY_MS - 60_000 })]);
});

describe('totals kept between requests', () => {
  it('serves a kept total while the index and the live window are unchanged', async () => {
    const caches = createApiCaches();
    const caller = callerWith(caches);
    const first = await caller.jobs.search({ q: 'eng' });
    // Plant a wrong total under the same state: being served proves the count was skipped.
    const key = JSON.stringify([planSearch({ q: 'eng' }).key, null]);
    const kept = await caches.totals.peek(key, NOW.getTime());
    expect(kept?.total).toBe(first.total);
    caches.totals.set(key, NOW.getTime(), { ...kept!, total: 123_456 });
    expect((await caller.jobs.search({ q: 'eng', limit: 5 })).total).toBe(123_456);
  });

  it('counts again when the index changed', async () => {
    const caller = callerWith(createApiCaches());
    const before = (await caller.jobs.search({ q: 'engineer' })).total;
    await seedStoredJobs([testJob('one-more-engineer', { title: 'Protocol Engineer', ageMs: -DAY_MS })]);
    expect((await caller.jobs.search({ q: 'engineer' })).total).toBe(before + 1);
    await env.DB.prepare(`UPDATE jobs SET title = 'Protocol Gardener', company = 'Nobody' WHERE slug = 'one-more-engineer'`).run();
    await env.DB.prepare(`UPDATE job_descriptions SET description_md = 'Plants.' WHERE job_id = (SELECT id FROM jobs WHERE slug = 'one-more-engineer')`).run();
    expect((await caller.jobs.search({ q: 'engineer' })).total).toBe(before);
  });

  it('counts again when a job left the live window', async () => {
    const caches = createApiCaches();
    const before = (await callerWith(caches).jobs.search({})).total;
    const later = new Date(NOW.getTime() + 2 * 60_000);
    const expected = (await callerWith(createApiCaches(), later).jobs.search({})).total;
    expect(expected).toBeLessThan(before);
    expect((await callerWith(caches, later).jobs.search({})).total).toBe(expected);
  });
});
