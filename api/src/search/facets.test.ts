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
import { callerAt, DAY_MS, NOW, resetJobs, seedStoredJobs, testJob } from '../../test/fixtures';
import { frequentValues, searchInputArbitrary, searchTestJobs } from '../../test/search-data';
import { env } from 'cloudflare:workers';
import { createApiCaches } from '../cache/api-caches';
import type { SqlDatabase } from '../db/database';
import { appRouter } from '../root';
import { createCallerFactory, createContext } from '../trpc';
import { slugify } from '../seed/slug';
import { FacetMatrixHolder } from './facet-matrix';
import { TOP_COMPANIES, TOP_TAGS, type SearchFacets } from './facets';

let jobs: StoredJob[];

beforeAll(async () => {
  await resetJobs();
  jobs = await seedStoredJobs(searchTestJobs(2500));
});

/** Facets by their definition: each value's count is a whole brute-force search. */
function bruteFacets(filters: SearchFilters, now: Date = NOW): SearchFacets {
  const textMatches = jobs.filter((job) => textTier(job, filters.q) > 0);
  const count = (input: SearchFilters, extra: (job: StoredJob) => boolean = () => true) =>
    textMatches.filter((job) => matchesFilters(job, input, now) && extra(job)).length;
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
  // Each company by its name as the companies index orders it first (the least).
  const companies = new Map<string, string>();
  for (const job of jobs) {
    const known = companies.get(slugify(job.company));
    if (known === undefined || job.company < known) companies.set(slugify(job.company), job.company);
  }
  return {
    total: count(filters),
    totalWithSalary: count(filters, (job) => job.numericSalary !== null),
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

  it("brings the search's exact total, which its page counts in full (and, by salary, those with one)", async () => {
    const { companies, tags } = frequentValues(jobs);
    const full = callerAt(NOW, { fullSearchTotals: true });
    const expectTotals = async (filters: SearchFilters) => {
      const facets = await callerAt(NOW).jobs.facets(filters);
      const [byRelevance, bySalary] = await Promise.all([full.jobs.search(filters), full.jobs.search({ ...filters, sort: 'salary' })]);
      expect([facets.total, facets.totalWithSalary], JSON.stringify(filters)).toEqual([byRelevance.total, bySalary.total]);
      return facets.total;
    };
    // Every live job: over a first visitor's cap of 1,000, where the page alone would say "1,000+".
    expect(await expectTotals({})).toBeGreaterThan(1_000);
    await fc.assert(
      fc.asyncProperty(searchInputArbitrary(companies, tags), async ({ sort: _sort, ...filters }) => {
        await expectTotals(filters);
      }),
      { numRuns: 40, seed: 1130 },
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

describe('jobs.facets in one round trip', () => {
  it('counts a search with a long prefix in one round trip: its own statement expands the words', async () => {
    let roundTrips = 0;
    const counting: SqlDatabase = {
      prepare: (sql) => env.DB.prepare(sql),
      batch: (statements) => {
        roundTrips += 1;
        return env.DB.batch(statements as D1PreparedStatement[]) as never;
      },
    };
    const caller = createCallerFactory(appRouter)(createContext({ db: counting, now: () => NOW, caches: createApiCaches() }));
    await caller.jobs.facets({}); // the isolate's facet matrix, loaded once
    for (const filters of [{ q: 'engi' }, { q: 'solidity engi', remote: 'europe' }, { q: 'qqqzz' }] as SearchFilters[]) {
      roundTrips = 0;
      expect(await caller.jobs.facets(filters), JSON.stringify(filters)).toEqual(bruteFacets(filters));
      expect(roundTrips, JSON.stringify(filters)).toBe(1);
    }
  });
});

describe('jobs.facets after writes, from the kept facet matrix updated with the changed jobs only', () => {
  // One isolate's matrix across requests; each request its own answer cache (no kept answer).
  const holder = new FacetMatrixHolder();
  const callAt = (now: Date) =>
    createCallerFactory(appRouter)(createContext({ db: env.DB, now: () => now, caches: { ...createApiCaches(), facetMatrix: holder } }));
  const searches: SearchFilters[] = [
    {},
    { q: 'engineer' },
    { q: 'engineer', remote: 'europe', seniorities: ['senior'], minSalary: 100_000, includeNoSalary: true },
    { city: 'berlin', company: 'lumen-labs' },
    { tags: ['solidity'], posted: '7d' },
  ];
  const expectAll = async (now: Date) => {
    for (const filters of searches)
      expect(await callAt(now).jobs.facets(filters), JSON.stringify(filters)).toEqual(bruteFacets(filters, now));
  };
  const byId = (id: number) => jobs.find((job) => job.id === id)!;
  const liveIds = () => jobs.filter((job) => job.status === 'published').map((job) => job.id);

  it('counts exactly what a brute-force search counts after inserts, updates, closes and a job leaving the window', async () => {
    await expectAll(NOW);
    const loaded = holder.kept!;

    // Inserts: new jobs, one of a company nobody had.
    jobs.push(
      ...(await seedStoredJobs([
        testJob('after-write-insert-1', {
          title: 'Rust Engineer',
          company: 'Lumen Labs',
          standardizedLocation: 'berlin',
          tags: ['rust'],
          postedAt: NOW,
        }),
        testJob('after-write-insert-2', { company: 'Zed Newco', tags: ['solidity', 'zk'], numericSalary: null, postedAt: NOW }),
      ])),
    );
    await expectAll(NOW);

    // Updates: tags, location, salary, seniority, a company's name.
    const [a, b, c, d, e, f] = liveIds();
    await env.DB.batch([
      env.DB.prepare('DELETE FROM job_tags WHERE job_id = ?1').bind(a),
      env.DB.prepare(`INSERT INTO job_tags (job_id, tag, position) VALUES (?1, 'solidity', 0), (?1, 'go', 1)`).bind(a),
    ]);
    byId(a!).tags = ['solidity', 'go'];
    await env.DB.prepare(`UPDATE jobs SET standardized_location = 'berlin' WHERE id = ?1`).bind(b).run();
    byId(b!).standardizedLocation = 'berlin';
    await env.DB.prepare('UPDATE jobs SET numeric_salary = NULL WHERE id = ?1').bind(c).run();
    byId(c!).numericSalary = null;
    await env.DB.prepare(`UPDATE jobs SET seniority = 'junior' WHERE id = ?1`).bind(d).run();
    byId(d!).seniority = 'junior';
    await env.DB.prepare(`UPDATE jobs SET company = 'Lumen Labs', company_slug = 'lumen-labs' WHERE id = ?1`).bind(e).run();
    byId(e!).company = 'Lumen Labs';
    await expectAll(NOW);

    // Closes.
    await env.DB.prepare(`UPDATE jobs SET status = 'removed' WHERE id = ?1`).bind(f).run();
    byId(f!).status = 'removed';
    await expectAll(NOW);

    // Days later some jobs have left the live window; the next write updates the matrix.
    const later = new Date(NOW.getTime() + 3 * DAY_MS);
    expect(jobs.filter((job) => job.status === 'published' && job.postedAt.getTime() < NOW.getTime() - 27 * DAY_MS).length).toBeGreaterThan(
      0,
    );
    await env.DB.prepare(`UPDATE jobs SET status = 'removed' WHERE id = ?1`).bind(a).run();
    byId(a!).status = 'removed';
    await expectAll(later);

    // Every step updated the matrix loaded first (its numbering carried over), never a full load.
    expect(holder.kept!.version).toBeGreaterThan(loaded.version);
    expect(holder.kept!.partTokens[0]).toBe(loaded.partTokens[0]);
  }, 120_000);
});
