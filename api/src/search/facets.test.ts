import {
  CITIES,
  DATE_POSTED_WINDOWS,
  EMPLOYMENT_TYPES,
  REMOTE_SCOPES,
  SALARY_FLOORS,
  SENIORITIES,
  type SearchFilters,
} from '@chainwork/shared-config';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { matchesFilters, textTier, type StoredJob } from '../../test/brute-force';
import { callerAt, NOW, resetJobs, seedStoredJobs } from '../../test/fixtures';
import { frequentValues, searchInputArbitrary, searchTestJobs } from '../../test/search-data';
import { slugify } from '../seed/slug';
import { TOP_COMPANIES, TOP_TAGS, type SearchFacets } from './facets';

let jobs: StoredJob[];

beforeAll(async () => {
  await resetJobs();
  jobs = await seedStoredJobs(searchTestJobs(2500));
});

/** Facets by their definition: each value's count is a whole brute-force search. */
function bruteFacets(filters: SearchFilters): SearchFacets {
  const textMatches = jobs.filter((job) => textTier(job, filters.q) > 0);
  const count = (input: SearchFilters, extra: (job: StoredJob) => boolean = () => true) =>
    textMatches.filter((job) => matchesFilters(job, input, NOW) && extra(job)).length;
  const without = (...keys: Array<keyof SearchFilters>) =>
    Object.fromEntries(Object.entries(filters).filter(([key]) => !keys.includes(key as keyof SearchFilters)));
  const ranked = <T extends { value: string; count: number }>(values: T[], limit: number, chosen: string[], missing: (v: string) => T) => {
    const top = values
      .filter((v) => v.count > 0)
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1))
      .slice(0, limit);
    for (const value of chosen) if (!top.some((v) => v.value === value)) top.push(values.find((v) => v.value === value) ?? missing(value));
    return top;
  };
  const allTags = [...new Set(jobs.flatMap((job) => job.tags))];
  const companies = new Map(jobs.map((job) => [slugify(job.company), job.company]));
  return {
    tags: ranked(
      allTags.map((tag) => ({ value: tag, count: count({ ...filters, tags: [...(filters.tags ?? []), tag] }) })),
      TOP_TAGS,
      [...new Set(filters.tags ?? [])].sort(),
      (value) => ({ value, count: 0 }),
    ),
    remote: REMOTE_SCOPES.map((value) => ({ value, count: count({ ...without('remote', 'city'), remote: value }) })),
    city: CITIES.map(({ id }) => ({ value: id, count: count({ ...without('remote', 'city'), city: id }) })),
    employmentTypes: EMPLOYMENT_TYPES.map((value) => ({ value, count: count({ ...filters, employmentTypes: [value] }) })),
    seniorities: SENIORITIES.map((value) => ({ value, count: count({ ...filters, seniorities: [value] }) })),
    posted: Object.keys(DATE_POSTED_WINDOWS).map((value) => ({ value, count: count({ ...filters, posted: value }) })),
    salary: SALARY_FLOORS.map((floor) => ({ floor, count: count({ ...without('minSalary', 'includeNoSalary'), minSalary: floor }) })),
    noSalary: count(without('minSalary', 'includeNoSalary'), (job) => job.numericSalary === null),
    companies: ranked(
      [...companies].map(([value, label]) => ({ value, label, count: count({ ...filters, company: value }) })),
      TOP_COMPANIES,
      filters.company ? [filters.company] : [],
      (value) => ({ value, label: value, count: 0 }),
    ),
  };
}

async function expectFacets(filters: SearchFilters): Promise<void> {
  const facets = await callerAt(NOW).jobs.facets(filters);
  expect(facets, JSON.stringify(filters)).toEqual(bruteFacets(filters));
}

describe('jobs.facets against brute-force counts', () => {
  it.each([
    ['no search at all', {}],
    ['text only', { q: 'engineer' }],
    ['a prefix', { q: 'sol' }],
    [
      'a chosen value in every group',
      {
        q: 'engineer',
        tags: ['solidity'],
        remote: 'europe',
        minSalary: 100_000,
        includeNoSalary: true,
        employmentTypes: ['FULL_TIME', 'CONTRACTOR'],
        seniorities: ['senior', 'lead'],
        posted: '7d',
        company: 'quillfeather-finance',
      },
    ],
    ['a remote scope and a city (either)', { remote: 'europe', city: 'berlin', q: 'engineer' }],
    ['a city with a company nobody has', { city: 'berlin', company: 'no-such-company', tags: ['no-such-tag'] }],
  ] as Array<[string, SearchFilters]>)('%s', async (_, filters) => {
    await expectFacets(filters);
  });

  it('matches for random searches', async () => {
    const { companies, tags } = frequentValues(jobs);
    await fc.assert(
      fc.asyncProperty(searchInputArbitrary(companies, tags), async ({ sort: _sort, ...filters }) => {
        await expectFacets(filters);
      }),
      { numRuns: 25, seed: 7 },
    );
  }, 120_000);

  it('counts each value as the search would count it with that value chosen', async () => {
    const caller = callerAt(NOW);
    const filters: SearchFilters = { q: 'engineer', seniorities: ['senior'], remote: 'any' };
    const facets = await caller.jobs.facets(filters);
    const junior = facets.seniorities.find((s) => s.value === 'junior')!.count;
    expect((await caller.jobs.search({ ...filters, seniorities: ['junior'] })).total).toBe(junior);
    const us = facets.remote.find((s) => s.value === 'us')!.count;
    expect((await caller.jobs.search({ ...filters, remote: 'us' })).total).toBe(us);
  });
});
