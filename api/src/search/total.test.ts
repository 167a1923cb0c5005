import { env } from 'cloudflare:workers';
import { JOB_VALIDITY_MS } from '@chainwork/shared-config';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiCaches, type ApiCaches } from '../cache/api-caches';
import { NOW, DAY_MS, resetJobs, seedStoredJobs, testJob } from '../../test/fixtures';
import { generateJobs } from '../seed/generate';
import { planSearch } from './search-plan';
import { runSearch } from './run-search';
import { FIRST_VISIT_TOTAL_CAP, TOTAL_CAP, reusableTotal } from './total';
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
    // Planted as a full count: a first visitor's capped "more than 1,000" would be counted again.
    caches.totals.set(key, NOW.getTime(), { ...kept!, total: 7_777, cap: TOTAL_CAP });
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

describe("a first visitor's total", () => {
  const firstVisitCap = 40;
  const run = (
    input: Parameters<typeof planSearch>[0],
    caches: ApiCaches,
    options: { firstVisitTotalCap?: number; cursor?: string | null } = {},
  ) =>
    runSearch(env.DB, planSearch(input), {
      now: NOW,
      limit: 20,
      cursor: options.cursor ?? null,
      totals: caches.totals,
      firstVisitTotalCap: options.firstVisitTotalCap ?? firstVisitCap,
    });

  it.each([
    { q: 'engineer' },
    { q: 'engineer', sort: 'newest' as const },
    { q: 'engineer', sort: 'salary' as const },
    { remote: 'any' as const },
    {},
  ])('is counted to the lower cap, then in full by the next page of the search: %j', async (input) => {
    const exact = (await run(input, createApiCaches(), { firstVisitTotalCap: TOTAL_CAP })).result;
    expect(exact.totalIsExact).toBe(true);
    expect(exact.total).toBeGreaterThan(firstVisitCap);
    const caches = createApiCaches();
    const first = await run(input, caches);
    expect([first.result.total, first.result.totalIsExact]).toEqual([firstVisitCap, false]);
    // The page itself is the same page.
    expect(first.result.items.map((job) => job.id)).toEqual(exact.items.map((job) => job.id));
    expect(first.counted.cap).toBe(firstVisitCap);
    const next = await run(input, caches, { cursor: first.result.nextCursor });
    expect([next.result.total, next.result.totalIsExact]).toEqual([exact.total, true]);
    expect(next.counted.cap).toBe(TOTAL_CAP);
    // And kept: the first page asked again is exact.
    expect((await run(input, caches)).result.total).toBe(exact.total);
  });

  it('is exact at once when the search has no more jobs than the lower cap', async () => {
    const input = { q: 'engineer', remote: 'any' as const, seniorities: ['lead' as const] };
    const exact = (await run(input, createApiCaches(), { firstVisitTotalCap: TOTAL_CAP })).result.total;
    expect(exact).toBeLessThanOrEqual(firstVisitCap);
    expect(exact).toBeGreaterThan(0);
    const first = (await run(input, createApiCaches())).result;
    expect([first.total, first.totalIsExact]).toEqual([exact, true]);
  });

  it('is not planned with while it says only "more than the lower cap"', () => {
    const counted = { version: 3, firstId: 10 };
    expect(reusableTotal({ ...counted, total: firstVisitCap + 1, cap: firstVisitCap }, TOTAL_CAP)).toBeUndefined();
    expect(reusableTotal({ ...counted, total: firstVisitCap, cap: firstVisitCap }, TOTAL_CAP)?.total).toBe(firstVisitCap);
    expect(reusableTotal({ ...counted, total: TOTAL_CAP + 1, cap: TOTAL_CAP }, TOTAL_CAP)?.total).toBe(TOTAL_CAP + 1);
    expect(reusableTotal(undefined, TOTAL_CAP)).toBeUndefined();
  });

  it('is 1,000 on the site and counted in full for the public API', async () => {
    expect(FIRST_VISIT_TOTAL_CAP).toBe(1_000);
    const key = JSON.stringify([planSearch({}).key, null]);
    const api = createApiCaches();
    const apiCaller = createCallerFactory(appRouter)(createContext({ db: env.DB, now: () => NOW, caches: api, fullSearchTotals: true }));
    await apiCaller.jobs.search({});
    expect((await api.totals.peek(key, NOW.getTime()))?.cap).toBe(TOTAL_CAP);
    const site = createApiCaches();
    await callerWith(site).jobs.search({});
    expect((await site.totals.peek(key, NOW.getTime()))?.cap).toBe(FIRST_VISIT_TOTAL_CAP);
  });
});
