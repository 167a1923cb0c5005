import type { SearchFilters, SearchSort } from '@chainwork/shared-config';
import { describe, expect, it } from 'vitest';
import { bruteForceSearch } from '../../test/brute-force';
import { callerAt, NOW, resetJobs, seedJobs, seedStoredJobs, testJob } from '../../test/fixtures';
import { generateJobs } from '../seed/generate';

type Caller = ReturnType<typeof callerAt>;

describe('cursors while new jobs are posted between page fetches', () => {
  const searches: Array<SearchFilters & { sort?: SearchSort }> = [
    {},
    { q: 'engineer' },
    { q: 'solidity' },
    { sort: 'salary' },
    { q: 'eng', sort: 'salary', remote: 'any' },
    { q: 'engineer', sort: 'newest' },
  ];

  it.each(searches.map((input) => [JSON.stringify(input), input] as const))(
    '%s: every job that existed at the first page is served once, in order',
    async (_, input) => {
      await resetJobs();
      const jobs = await seedStoredJobs(generateJobs({ count: 500, seed: 11, now: NOW }));
      const expected = bruteForceSearch(jobs, input, NOW).ids;
      const original = new Set(jobs.map((job) => job.id));
      const caller: Caller = callerAt(NOW);

      const served: number[] = [];
      let cursor: string | null = null;
      let round = 0;
      do {
        const page: Awaited<ReturnType<Caller['jobs']['search']>> = await caller.jobs.search({ ...input, limit: 9, cursor });
        served.push(...page.items.map((job) => job.id));
        cursor = page.nextCursor;
        // Matching jobs arrive with the newest Date, their salaries above and below any cursor.
        await seedJobs([
          testJob(`fresh-rich-${round}`, { ageMs: 0, numericSalary: 400_000, salaryMin: 390_000, salaryMax: 410_000 }),
          testJob(`fresh-modest-${round}`, { ageMs: 0, numericSalary: 60_000, salaryMin: 55_000, salaryMax: 65_000 }),
        ]);
        round += 1;
      } while (cursor);

      expect(new Set(served).size, 'no duplicates').toBe(served.length);
      expect(
        served.filter((id) => original.has(id)),
        'no gaps, same order',
      ).toEqual(expected);
    },
    60_000,
  );
});
