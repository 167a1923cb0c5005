import {
  CITIES,
  COUNTRIES,
  DATE_POSTED_WINDOWS,
  EMPLOYMENT_TYPES,
  REGIONS,
  SALARY_FLOORS,
  SEARCH_SORTS,
  SENIORITIES,
  type SearchFilters,
  type SearchSort,
} from '@chainwork/shared-config';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { bruteForceSearch, type StoredJob } from '../../test/brute-force';
import { callerAt, NOW, resetJobs, seedStoredJobs } from '../../test/fixtures';
import { frequentValues, searchInputArbitrary, searchTestJobs } from '../../test/search-data';
import { FIRST_VISIT_TOTAL_CAP } from './total';

/** A guard for a hung property test, not a speed limit: each runs hundreds of searches. */
const PROPERTY_TIMEOUT_MS = 60_000;

type Caller = ReturnType<typeof callerAt>;
type SearchInput = SearchFilters & { sort?: SearchSort };

let jobs: StoredJob[];
let caller: Caller;

beforeAll(async () => {
  await resetJobs();
  jobs = await seedStoredJobs(searchTestJobs());
  // Every page's exact total is what these tests compare, so they count in full from the first
  // page, as the public API does; a first visitor's capped total is compared below.
  caller = callerAt(NOW, { fullSearchTotals: true });
});

/** Every id the search serves, following cursors to the end. */
async function allPages(input: SearchInput, limit: number): Promise<{ ids: number[]; totals: Set<number>; pages: number }> {
  const ids: number[] = [];
  const totals = new Set<number>();
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: Awaited<ReturnType<Caller['jobs']['search']>> = await caller.jobs.search({ ...input, limit, cursor });
    ids.push(...page.items.map((job) => job.id));
    totals.add(page.total);
    cursor = page.nextCursor;
    pages += 1;
    if (pages > 2000) throw new Error('paging did not end');
  } while (cursor);
  return { ids, totals, pages };
}

async function expectFirstPage(input: SearchInput, limit = 20): Promise<void> {
  const expected = bruteForceSearch(jobs, input, NOW);
  const page = await caller.jobs.search({ ...input, limit });
  expect(
    page.items.map((job) => job.id),
    JSON.stringify(input),
  ).toEqual(expected.ids.slice(0, limit));
  expect(page.total, JSON.stringify(input)).toBe(expected.total);
  expect(page.totalIsExact).toBe(true);
  expect(page.nextCursor === null, JSON.stringify(input)).toBe(expected.total <= limit);
}

describe('jobs.search against a brute-force search of the same jobs', () => {
  it('seeds enough live jobs for the comparisons to mean something', () => {
    expect(bruteForceSearch(jobs, {}, NOW).total).toBeGreaterThan(1200);
    expect(bruteForceSearch(jobs, { q: 'engineer' }, NOW).total).toBeGreaterThan(300);
  });

  it('serves every live job newest first when there is no text and no filter, over every page', async () => {
    const expected = bruteForceSearch(jobs, {}, NOW);
    const served = await allPages({}, 50);
    expect(served.ids).toEqual(expected.ids);
    expect([...served.totals]).toEqual([expected.total]);
  });

  describe('each filter alone', () => {
    const single: SearchInput[] = [
      ...['any', 'worldwide', ...REGIONS.map((r) => r.id), ...COUNTRIES.map((c) => c.code)].map((remote) => ({ remote })),
      ...CITIES.map((city) => ({ city: city.id })),
      ...SALARY_FLOORS.flatMap((minSalary) => [{ minSalary }, { minSalary, includeNoSalary: true }]),
      { includeNoSalary: true },
      ...EMPLOYMENT_TYPES.map((type) => ({ employmentTypes: [type] })),
      ...SENIORITIES.map((seniority) => ({ seniorities: [seniority] })),
      ...Object.keys(DATE_POSTED_WINDOWS).map((posted) => ({ posted })),
      { tags: ['solidity'] },
      { tags: ['rust', 'defi'] },
      { tags: ['node.js'] },
      { tags: ['no-such-tag'] },
      { company: 'quillfeather-finance' },
      { company: 'no-such-company' },
    ];
    it.each(single.map((input) => [JSON.stringify(input), input] as const))('%s', async (_, input) => {
      await expectFirstPage(input);
    });
  });

  it('combines a remote scope and an on-site city with OR: either matches, never nothing', async () => {
    const both = { remote: 'europe', city: 'berlin' };
    const expected = bruteForceSearch(jobs, both, NOW);
    const remote = bruteForceSearch(jobs, { remote: 'europe' }, NOW).total;
    const city = bruteForceSearch(jobs, { city: 'berlin' }, NOW).total;
    expect(remote).toBeGreaterThan(0);
    expect(city).toBeGreaterThan(0);
    expect(expected.total).toBe(remote + city);
    const served = await allPages(both, 50);
    expect(served.ids).toEqual(expected.ids);
    expect([...served.totals]).toEqual([expected.total]);
    await expectFirstPage({ ...both, q: 'engineer', sort: 'salary' });
  });

  describe('each sort, with and without text', () => {
    const cases: SearchInput[] = SEARCH_SORTS.flatMap((sort) => [
      { sort },
      { sort, q: 'engineer' },
      { sort, q: 'eng' },
      { sort, q: 'solidity engineer' },
      { sort, q: 'sol', remote: 'europe' },
    ]);
    it.each(cases.map((input) => [JSON.stringify(input), input] as const))('%s', async (_, input) => {
      await expectFirstPage(input, 30);
    });
  });

  it('ranks by tier: every term in the title, then in title/company/tags, then anywhere, newest first within a tier', async () => {
    const expected = bruteForceSearch(jobs, { q: 'solidity' }, NOW);
    const served = await allPages({ q: 'solidity' }, 50);
    expect(served.ids).toEqual(expected.ids);
  });

  it(
    'matches any random combination of text, filters and sort on the first page, with the exact total',
    async () => {
      const { companies, tags } = frequentValues(jobs);
      await fc.assert(
        fc.asyncProperty(searchInputArbitrary(companies, tags), fc.integer({ min: 1, max: 50 }), async (input, limit) => {
          await expectFirstPage(input, limit);
        }),
        { numRuns: 250, seed: 20260601 },
      );
      // 250 searches through workerd's D1: the default 5 s is a guard for a hung test, and a busy CI core needs more.
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'gives a first visitor the same page, with the total exact up to the lower cap and labelled past it',
    async () => {
      const { companies, tags } = frequentValues(jobs);
      let capped = 0;
      await fc.assert(
        fc.asyncProperty(searchInputArbitrary(companies, tags), fc.integer({ min: 1, max: 50 }), async (input, limit) => {
          const expected = bruteForceSearch(jobs, input, NOW);
          const page = await callerAt(NOW).jobs.search({ ...input, limit });
          expect(
            page.items.map((job) => job.id),
            JSON.stringify(input),
          ).toEqual(expected.ids.slice(0, limit));
          const over = expected.total > FIRST_VISIT_TOTAL_CAP;
          if (over) capped += 1;
          expect([page.total, page.totalIsExact], JSON.stringify(input)).toEqual(
            over ? [FIRST_VISIT_TOTAL_CAP, false] : [expected.total, true],
          );
        }),
        { numRuns: 120, seed: 20261130 },
      );
      expect(capped).toBeGreaterThan(5);
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'pages through exactly the brute-force results for random searches (no duplicate, no gap)',
    async () => {
      const { companies, tags } = frequentValues(jobs);
      await fc.assert(
        fc.asyncProperty(searchInputArbitrary(companies, tags), fc.integer({ min: 13, max: 50 }), async (input, limit) => {
          const expected = bruteForceSearch(jobs, input, NOW);
          const served = await allPages(input, limit);
          expect(served.ids, JSON.stringify(input)).toEqual(expected.ids);
          expect([...served.totals], JSON.stringify(input)).toEqual([expected.total]);
        }),
        { numRuns: 40, seed: 424242 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('serves the same pages for a filtered text search again once its total is kept', async () => {
    for (const input of [
      { q: 'solidity', remote: 'europe' },
      { q: 'engineer', seniorities: ['senior', 'lead'] },
      { q: 'sol', tags: [frequentValues(jobs).tags[0]!] },
      { q: 'rust engineer', employmentTypes: ['FULL_TIME'], posted: '7d' },
    ] satisfies SearchInput[]) {
      const expected = bruteForceSearch(jobs, input, NOW);
      expect(expected.total, JSON.stringify(input)).toBeGreaterThan(13);
      // The first run keeps the total; the second reads every page, the first included, with it known.
      for (const run of ['first', 'again']) {
        const served = await allPages(input, 13);
        expect(served.ids, `${run}: ${JSON.stringify(input)}`).toEqual(expected.ids);
        expect([...served.totals]).toEqual([expected.total]);
      }
    }
  });

  it('pages through the deep end of the big result sets of every sort', async () => {
    for (const input of [{ sort: 'salary' as const }, { q: 'engineer' }, { q: 'eng', sort: 'newest' as const }, { q: 'de' }]) {
      const expected = bruteForceSearch(jobs, input, NOW);
      const served = await allPages(input, 37);
      expect(served.ids, JSON.stringify(input)).toEqual(expected.ids);
    }
  });

  it('returns the terms it searched for, normalized, for highlighting', async () => {
    const page = await caller.jobs.search({ q: '  Développeur  SOLIDITY-eng ', limit: 1 });
    expect(page.terms).toEqual(['developpeur', 'solidity', 'eng']);
    expect((await caller.jobs.search({ q: '"*()' })).terms).toEqual([]);
  });
});
