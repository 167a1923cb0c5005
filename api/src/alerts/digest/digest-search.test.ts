import { env } from 'cloudflare:workers';
import { ALERT_DIGEST_MAX_JOBS, JOB_SEARCH_MAX_PAGE_SIZE, type SearchFilters } from '@chainwork/shared-config';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../../db/database';
import type { StoredJob } from '../../../test/brute-force';
import { resetAlerts } from '../../../test/alerts';
import { callerAt, DAY_MS, NOW, resetJobs, seedStoredJobs } from '../../../test/fixtures';
import { frequentValues, searchInputArbitrary, searchTestJobs } from '../../../test/search-data';
import { clearWindowStatements, rebuildWindowStatements, WINDOW_MAX_DAYS } from '../run/window-index';
import { digestsStatement, readDigests, type DigestTarget } from './digest-search';

let jobs: StoredJob[];
/** The alerts' cursor: every job above it is new (posted in the last `cursorDays` days before NOW). */
let cursor: number;
const caller = () => callerAt(NOW);

const lastIdPostedBefore = (days: number) =>
  Math.max(...jobs.filter((job) => job.postedAt.getTime() <= NOW.getTime() - days * DAY_MS).map((job) => job.id));

beforeAll(async () => {
  await resetAlerts();
  await resetJobs();
  jobs = await seedStoredJobs(searchTestJobs());
});

/** What the site's search shows for `search` among the jobs above the cursor: newest first, every page until the cursor. */
async function siteSearchSinceCursor(search: SearchFilters): Promise<number[]> {
  const ids: number[] = [];
  let page: Awaited<ReturnType<ReturnType<typeof caller>['jobs']['search']>> | null = null;
  do {
    page = await caller().jobs.search({ ...search, sort: 'newest', limit: JOB_SEARCH_MAX_PAGE_SIZE, cursor: page?.nextCursor ?? null });
    ids.push(...page.items.map((job) => job.id));
  } while (page.nextCursor && page.items.every((job) => job.id > cursor));
  return ids.filter((id) => id > cursor).sort((a, b) => b - a);
}

/** Every search's digest, all in one statement as a queue message runs them. */
async function digests(searches: readonly SearchFilters[]) {
  const targets: DigestTarget[] = searches.map((search, i) => ({ id: i + 1, search, lastJobId: cursor }));
  const db: SqlDatabase = env.DB;
  const [result] = await db.batch([digestsStatement(db, targets, NOW)]);
  return readDigests(result, targets.length, NOW);
}

async function expectSiteSearch(searches: readonly SearchFilters[]): Promise<void> {
  const got = await digests(searches);
  for (const [i, search] of searches.entries()) {
    const expected = await siteSearchSinceCursor(search);
    expect(
      got[i]!.jobs.map((job) => job.id),
      JSON.stringify(search),
    ).toEqual(expected.slice(0, ALERT_DIGEST_MAX_JOBS));
    expect(got[i]!.more, JSON.stringify(search)).toBe(expected.length > ALERT_DIGEST_MAX_JOBS);
  }
}

/*
 * A run's digests search its window index (the usual case), or the whole board's index
 * before any run built a window or for an alert whose cursor is older than the window.
 */
describe.each([
  { index: "the run's window index", cursorDays: 2, window: true },
  { index: "the whole board's index, no window built yet", cursorDays: 2, window: false },
  { index: "the whole board's index, the cursor older than the window", cursorDays: WINDOW_MAX_DAYS + 2, window: true },
])('digests of many alerts in one statement equal the site search over the new jobs: $index', ({ cursorDays, window }) => {
  beforeAll(async () => {
    cursor = lastIdPostedBefore(cursorDays);
    const db: SqlDatabase = env.DB;
    await db.batch(window ? rebuildWindowStatements(db, NOW.getTime()) : clearWindowStatements(db));
    const built = await db.prepare('SELECT floor_id FROM alert_search_window').first<{ floor_id: number }>();
    // The case is what it says: the cursor is inside the window, or below it, or there is none.
    if (!window) expect(built).toBeNull();
    else if (cursorDays > WINDOW_MAX_DAYS) expect(built!.floor_id).toBeGreaterThan(cursor);
    else expect(built!.floor_id).toBeLessThanOrEqual(cursor);
  });

  it('has new jobs to compare, more than one digest holds', async () => {
    const [everything] = await digests([{}]);
    expect(everything!.more).toBe(true);
    expect(await siteSearchSinceCursor({})).not.toHaveLength(0);
    expect((await siteSearchSinceCursor({})).length).toBeLessThan(jobs.length / 4);
  });

  it('for hand-picked searches: text, a prefix, filters, a company, none', async () => {
    await expectSiteSearch([
      {},
      { q: 'engineer' },
      { q: 'eng' },
      { q: 'solidity engineer', remote: 'europe' },
      { tags: ['rust', 'defi'], minSalary: 125_000 },
      { seniorities: ['senior'], employmentTypes: ['FULL_TIME'], posted: '24h' },
      { q: 'zzzqxv' },
    ]);
  });

  it('for random searches, many per statement', async () => {
    const { companies, tags } = frequentValues(jobs);
    const search = searchInputArbitrary(companies, tags).map(({ sort: _sort, ...filters }) => filters);
    await fc.assert(
      fc.asyncProperty(fc.array(search, { minLength: 1, maxLength: 12 }), async (searches) => {
        await expectSiteSearch(searches);
      }),
      { numRuns: 25, seed: 20261124 },
    );
  });
});
