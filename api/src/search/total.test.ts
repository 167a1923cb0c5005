import { env } from 'cloudflare:workers';
import { JOB_VALIDITY_MS } from '@chainwork/shared-config';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiCaches, type ApiCaches } from '../cache/api-caches';
import { NOW, DAY_MS, resetJobs, seedStoredJobs, testJob } from '../../test/fixtures';
import { generateJobs } from '../seed/generate';
import { planSearch } from './search-plan';
import { runSearch } from './run-search';
import { TOTAL_CAP } from './total';
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
    caches.totals.set(key, NOW.getTime(), { ...kept!, total: 7_777 });
    expect((await caller.jobs.search({ q: 'eng', limit: 5 })).total).toBe(7_777);
  });

  it('counts again when the index changed', async () => {
    const caller = callerWith(createApiCaches());
    const before = (await caller.jobs.search({ q: 'engineer' })).total;
    await seedStoredJobs([testJob('one-more-engineer', { title: 'Protocol Engineer', ageMs: -DAY_MS })]);
    expect((await caller.jobs.search({ q: 'engineer' })).total).toBe(before + 1);
    await env.DB.prepare(`UPDATE jobs SET title = 'Protocol Gardener', company = 'Nobody' WHERE slug = 'one-more-engineer'`).run();
    await env.DB.prepare(
      `UPDATE job_descriptions SET description_md = 'Plants.' WHERE job_id = (SELECT id FROM jobs WHERE slug = 'one-more-engineer')`,
    ).run();
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

describe('the total cap', () => {
  const run = (input: Parameters<typeof planSearch>[0], totalCap: number) =>
    runSearch(env.DB, planSearch(input), { now: NOW, limit: 20, cursor: null, totalCap, totals: createApiCaches().totals });

  it.each([{ q: 'engineer' }, { q: 'engineer', sort: 'newest' as const }, { q: 'engineer', sort: 'salary' as const }, {}])(
    'says "more than the cap" past it, and the exact count up to it: %j',
    async (input) => {
      const exact = (await callerWith(createApiCaches()).jobs.search(input)).total;
      expect(exact).toBeGreaterThan(40);
      const capped = (await run(input, 40)).result;
      expect([capped.total, capped.totalIsExact]).toEqual([40, false]);
      expect(capped.items).toHaveLength(20);
      expect(capped.nextCursor).not.toBeNull();
      const atCount = (await run(input, exact)).result;
      expect([atCount.total, atCount.totalIsExact]).toEqual([exact, true]);
      const below = (await run(input, exact - 1)).result;
      expect([below.total, below.totalIsExact]).toEqual([exact - 1, false]);
    },
  );

  it('is 10,000 for the api, beyond every search of this seed', async () => {
    expect(TOTAL_CAP).toBe(10_000);
    const page = await callerWith(createApiCaches()).jobs.search({});
    expect(page.totalIsExact).toBe(true);
  });
});
