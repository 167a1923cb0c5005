import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bruteForceSearch, type StoredJob } from '../../../test/brute-force';
import { DAY_MS, NOW, resetJobs, seedStoredJobs } from '../../../test/fixtures';
import { searchTestJobs } from '../../../test/search-data';
import { TtlCache } from '../../cache/ttl-cache';
import { runSearch, totalKey } from '../run-search';
import type { KeptTotal } from '../total';
import { planSearch } from '../search-plan';
import { salaryBand } from '../facet-tokens';
import { SALARY_WALK_TUNING, type SalaryWalkTuning } from './salary';

let jobs: StoredJob[];

beforeAll(async () => {
  await resetJobs();
  jobs = await seedStoredJobs(searchTestJobs(1500));
});

/** The ids of a salary-sorted search, page by page (all pages, or the first `maxPages`), with the walk tuned as given. */
async function salaryOrder(
  input: Parameters<typeof planSearch>[0],
  limit: number,
  tuning: SalaryWalkTuning,
  maxPages = Infinity,
): Promise<number[]> {
  const plan = planSearch({ ...input, sort: 'salary' });
  const ids: number[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < Math.min(maxPages, 2000); pages += 1) {
    const { result: page }: Awaited<ReturnType<typeof runSearch>> = await runSearch(env.DB, plan, {
      now: NOW,
      limit,
      cursor,
      salaryTuning: tuning,
    });
    ids.push(...page.items.map((job) => job.id));
    if (!page.nextCursor) return ids;
    cursor = page.nextCursor;
  }
  if (maxPages !== Infinity) return ids;
  throw new Error('paging did not end');
}

describe('the salary walk', () => {
  // The default tuning reaches most pages in one walk; these force every other path.
  const tunings: Array<[string, SalaryWalkTuning]> = [
    ['one step per statement, never the small-set shortcut', { walkSteps: 1, smallMatchSet: 0, indexWindow: 0, windowFromTotal: 0 }],
    [
      'two steps per statement (a wide step ends a statement, then is walked again)',
      { walkSteps: 2, smallMatchSet: 0, indexWindow: 0, windowFromTotal: 0 },
    ],
    ['five steps per statement', { walkSteps: 5, smallMatchSet: 0, indexWindow: 0, windowFromTotal: 0 }],
    ['the small-set shortcut after the first walk', { walkSteps: 2, smallMatchSet: 1_000_000, indexWindow: 0, windowFromTotal: 0 }],
    [
      'a window of three index entries, then the band walk from below it',
      { walkSteps: 2, smallMatchSet: 0, indexWindow: 3, windowFromTotal: 0 },
    ],
    [
      'a window of three index entries, then the small-set shortcut',
      { walkSteps: 2, smallMatchSet: 1_000_000, indexWindow: 3, windowFromTotal: 0 },
    ],
    ['the default tuning', SALARY_WALK_TUNING],
  ];
  // No text or filter (read from the salary index, no walk); every band (a filter every
  // salaried job passes); common text; only low salaries (long empty stretches above);
  // high floors; nothing.
  const inputs = [
    {},
    { minSalary: 50_000, includeNoSalary: true },
    { q: 'engineer' },
    { seniorities: ['intern' as const] },
    { seniorities: ['junior' as const], city: 'berlin' },
    { remote: 'europe', minSalary: 150_000 },
    { q: 'zzzqxv' },
  ];

  it.each(tunings)(
    'serves exactly the brute-force order with %s',
    async (_, tuning) => {
      for (const input of inputs) {
        const expected = bruteForceSearch(jobs, { ...input, sort: 'salary' }, NOW);
        for (const limit of [1, 7, 50]) {
          expect(await salaryOrder(input, limit, tuning), `${JSON.stringify(input)} limit ${limit}`).toEqual(expected.ids);
        }
      }
    },
    // A guard against a walk that never ends, not a speed check: 84 full pagings, 1,500 pages at limit 1.
    180_000,
  );

  it.each([{}, { minSalary: 50_000 }])('puts salaries of $600k and more first, in exact order: %j', async (input) => {
    const top = await salaryOrder(input, 3, { walkSteps: 1, smallMatchSet: 0, indexWindow: 0, windowFromTotal: 0 }, 1);
    const salaries = top.slice(0, 3).map((id) => jobs.find((job) => job.id === id)!.numericSalary);
    expect(salaries).toEqual([900_000, 600_000, expect.any(Number)]);
    expect(salaries[2]).toBeLessThan(600_000);
  });

  it('pages equal salaries by id and leaves out jobs without a salary, as a brute-force sort does', async () => {
    const live = bruteForceSearch(jobs, { q: 'engineer', sort: 'newest' }, NOW).ids.map((id) => jobs.find((job) => job.id === id)!);
    const salaries = live.map((job) => job.numericSalary).filter((salary) => salary !== null);
    // The data must hold what the order has to get right: ties, and matches without a salary.
    expect(new Set(salaries).size).toBeLessThan(salaries.length);
    expect(live.some((job) => job.numericSalary === null)).toBe(true);
    const expected = bruteForceSearch(jobs, { q: 'engineer', sort: 'salary' }, NOW).ids;
    expect(expected.every((id) => jobs.find((job) => job.id === id)!.numericSalary !== null)).toBe(true);
    for (const tuning of [SALARY_WALK_TUNING, { walkSteps: 1, smallMatchSet: 0, indexWindow: 2, windowFromTotal: 0 }])
      for (const limit of [1, 3, 20]) expect(await salaryOrder({ q: 'engineer' }, limit, tuning), `limit ${limit}`).toEqual(expected);
  }, 180_000);
});

describe('a first page read from the bands the last one kept', () => {
  const inputs = [
    { q: 'engineer' },
    { seniorities: ['junior' as const] },
    { remote: 'europe', minSalary: 150_000 },
    { q: 'solidity', remote: 'any' },
    { seniorities: ['intern' as const] },
  ];
  const firstPage = (input: Parameters<typeof planSearch>[0], limit: number, totals: TtlCache<KeptTotal>, now = NOW) =>
    runSearch(env.DB, planSearch({ ...input, sort: 'salary' }), { now, limit, cursor: null, totals }).then(({ result }) => result);
  const keyOf = (input: Parameters<typeof planSearch>[0]) => totalKey(planSearch({ ...input, sort: 'salary' }), undefined);

  it('serves the brute-force page again, for each page size, and keeps the bands of its rows', async () => {
    let kept = 0;
    for (const input of inputs) {
      const expected = bruteForceSearch(jobs, { ...input, sort: 'salary' }, NOW).ids;
      for (const limit of [1, 7, 30]) {
        const totals = new TtlCache<KeptTotal>({ ttlMs: 600_000, maxEntries: 100 });
        for (const run of ['walked', 'from the kept bands', 'again']) {
          const page = await firstPage(input, limit, totals);
          expect(
            page.items.map((job) => job.id),
            `${run}: ${JSON.stringify(input)} limit ${limit}`,
          ).toEqual(expected.slice(0, limit));
        }
        const bands = (await totals.peek(keyOf(input), NOW.getTime()))?.salaryBands;
        if (bands) {
          kept += 1;
          expect(bands.rows).toBe(limit + 1);
          const ids = new Set(expected.slice(0, limit + 1));
          const inBands = jobs.filter((job) => ids.has(job.id)).map((job) => salaryBand(job.numericSalary!));
          expect([Math.max(...inBands), Math.min(...inBands)]).toEqual([bands.high, bands.low]);
        }
      }
    }
    // Most of these pages span few bands (a page reaching far down is walked each time).
    expect(kept).toBeGreaterThan(inputs.length);
  });

  it('reads only the kept bands while the index is at their version, and walks under another', async () => {
    const input = { q: 'engineer' };
    const totals = new TtlCache<KeptTotal>({ ttlMs: 600_000, maxEntries: 100 });
    const walked = await firstPage(input, 5, totals);
    const kept = (await totals.peek(keyOf(input), NOW.getTime()))!;
    expect(kept.salaryBands).toBeDefined();
    // Plant bands that skip the top one: being served proves the page was read from them.
    const bandOf = (job: { numeric_salary: number | null }) => salaryBand(job.numeric_salary!);
    const top = kept.salaryBands!.high;
    const next = walked.items.map(bandOf).find((band) => band < top)!;
    expect(next).toBeDefined();
    const plantedBands = { high: next, low: next, rows: 6 };
    totals.set(keyOf(input), NOW.getTime(), { ...kept, salaryBands: plantedBands });
    const planted = await firstPage(input, 5, totals);
    // The top band's jobs are missing (the page continues below the planted band when it is short).
    expect(planted.items.map(bandOf)).not.toContain(top);
    expect(bandOf(planted.items[0]!)).toBe(next);
    // The same planted bands under another index version are not read.
    totals.set(keyOf(input), NOW.getTime(), { ...kept, version: kept.version - 1, salaryBands: plantedBands });
    expect((await firstPage(input, 5, totals)).items.map((job) => job.id)).toEqual(walked.items.map((job) => job.id));
  });

  it('continues below the kept bands when jobs left the live window since', async () => {
    // A day later the oldest live jobs have expired without any write to the index.
    const later = new Date(NOW.getTime() + 12 * DAY_MS);
    for (const input of inputs) {
      const totals = new TtlCache<KeptTotal>({ ttlMs: 600_000 + 12 * DAY_MS, maxEntries: 100 });
      await firstPage(input, 30, totals);
      const expected = bruteForceSearch(jobs, { ...input, sort: 'salary' }, later).ids.slice(0, 30);
      expect(
        (await firstPage(input, 30, totals, later)).items.map((job) => job.id),
        JSON.stringify(input),
      ).toEqual(expected);
    }
  });

  it('keeps the bands while a visitor pages on', async () => {
    const input = { q: 'engineer' };
    const totals = new TtlCache<KeptTotal>({ ttlMs: 600_000, maxEntries: 100 });
    const plan = planSearch({ ...input, sort: 'salary' });
    const first = await runSearch(env.DB, plan, { now: NOW, limit: 7, cursor: null, totals });
    const bands = (await totals.peek(keyOf(input), NOW.getTime()))?.salaryBands;
    expect(bands).toBeDefined();
    await runSearch(env.DB, plan, { now: NOW, limit: 7, cursor: first.result.nextCursor, totals });
    expect((await totals.peek(keyOf(input), NOW.getTime()))?.salaryBands).toEqual(bands);
  });
});
