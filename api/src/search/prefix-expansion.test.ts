import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bruteForceSearch, type StoredJob } from '../../test/brute-force';
import { callerAt, DAY_MS, NOW, resetJobs, seedStoredJobs, testJob } from '../../test/fixtures';
import { generateJobs } from '../seed/generate';
import { createApiCaches } from '../cache/api-caches';
import type { SqlDatabase } from '../db/database';
import { appRouter } from '../root';
import { createCallerFactory, createContext } from '../trpc';
import { expandPrefix } from './prefix-expansion';
import { MAX_PREFIX_WORDS } from './prefix-in-sql';
import { parseQueryText } from './query-text';

const MANY = Array.from({ length: MAX_PREFIX_WORDS + 1 }, (_, i) => `zzq${String(i).padStart(4, '0')}`);
let jobs: StoredJob[];

beforeAll(async () => {
  await resetJobs();
  jobs = await seedStoredJobs([
    ...generateJobs({ count: 300, seed: 12, now: NOW }),
    testJob('many-words', { descriptionMd: `Words: ${MANY.join(' ')}.`, ageMs: DAY_MS / 4 }),
    // A word that spells a facet token (on-site in Berlin), and a job that has that token.
    testJob('token-word', { title: 'Office Manager', descriptionMd: 'Mail goes to city_berlin, floor 2.', ageMs: DAY_MS / 3 }),
    testJob('berlin-on-site', { title: 'Office Manager', location: 'Berlin', standardizedLocation: 'berlin', ageMs: DAY_MS / 2 }),
  ]);
});

const expand = (q: string) => expandPrefix(env.DB, parseQueryText(q));

describe('prefix expansion from the index vocabulary', () => {
  it('expands a prefix of 4 characters or more to the indexed words that start with it', async () => {
    expect((await expand('engi')).prefixWords).toEqual(['engineer', 'engineering', 'engineers']);
    expect((await expand('solidity engineer')).prefixWords).toEqual(['engineer', 'engineering', 'engineers']);
  });

  it('leaves short prefixes and whole words alone', async () => {
    expect((await expand('eng')).prefixWords).toBeUndefined();
    expect((await expand('go rust go')).prefixWords).toBeUndefined();
  });

  it('finds no word for a prefix nobody wrote, and then matches nothing', async () => {
    expect((await expand('qqqzz')).prefixWords).toEqual([]);
    expect((await callerAt(NOW).jobs.search({ q: 'qqqzz' })).total).toBe(0);
  });

  it(`hands prefixes of more than ${MAX_PREFIX_WORDS} words back to FTS5, with the same results`, async () => {
    expect((await expand('zzq0')).prefixWords).toBeUndefined();
    const page = await callerAt(NOW).jobs.search({ q: 'zzq0' });
    expect(page.items.map((job) => job.Pretty_url)).toEqual(['many-words']);
    expect(bruteForceSearch(jobs, { q: 'zzq0' }, NOW).total).toBe(1);
  });

  it('gives a word that spells a facet token the text columns only, whoever expands the prefix', async () => {
    const caller = callerAt(NOW);
    const expected = bruteForceSearch(jobs, { q: 'city' }, NOW);
    const idOf = (slug: string) => jobs.find((job) => job.slug === slug)!.id;
    expect(expected.ids).toContain(idOf('token-word'));
    expect(expected.ids).not.toContain(idOf('berlin-on-site'));
    // First in SQL (nothing cached), then with the words this isolate kept.
    for (const pass of ['in SQL', 'cached']) {
      const page = await caller.jobs.search({ q: 'city', limit: 50 });
      expect(page.total, pass).toBe(expected.total);
      expect(
        page.items.map((job) => idOf(job.Pretty_url)),
        pass,
      ).toEqual(expected.ids.slice(0, 50));
    }
  });

  it('keeps facet tokens out of the vocabulary', async () => {
    const row = await env.DB.prepare(`SELECT count(*) AS n FROM search_terms WHERE term IN ('any_job', 'rem_any', 'sal_known')`).first<{
      n: number;
    }>();
    expect(row?.n).toBe(0);
  });

  it('learns the words of edited titles, tags and descriptions', async () => {
    await seedStoredJobs([testJob('edited-later', { ageMs: 0 })]);
    const id = (await env.DB.prepare(`SELECT id FROM jobs WHERE slug = 'edited-later'`).first<{ id: number }>())!.id;
    await env.DB.prepare(`UPDATE jobs SET title = 'Xylophonist Wrangler' WHERE id = ?1`).bind(id).run();
    await env.DB.prepare(`INSERT INTO job_tags (job_id, tag, position) VALUES (?1, 'quasarops', 9)`).bind(id).run();
    await env.DB.prepare(`UPDATE job_descriptions SET description_md = 'Bring your zeugmatic flair.' WHERE job_id = ?1`).bind(id).run();
    for (const q of ['xylo', 'quasa', 'zeugm']) {
      expect(
        (await callerAt(NOW).jobs.search({ q })).items.map((job) => job.Pretty_url),
        q,
      ).toEqual(['edited-later']);
    }
  });

  it('searches a new prefix in one round trip, reuses its words, and looks again when the vocabulary grew', async () => {
    let roundTrips = 0;
    const counting: SqlDatabase = {
      prepare: (sql) => env.DB.prepare(sql),
      batch: (statements) => {
        roundTrips += 1;
        return env.DB.batch(statements as D1PreparedStatement[]) as never;
      },
    };
    const caller = createCallerFactory(appRouter)(createContext({ db: counting, now: () => NOW, caches: createApiCaches() }));

    expect((await caller.jobs.search({ q: 'zygo' })).total).toBe(0);
    expect(roundTrips).toBe(1); // the page, whose statements look the words up

    roundTrips = 0;
    await caller.jobs.search({ q: 'zygo', sort: 'newest' });
    expect(roundTrips).toBe(1); // the cached words, checked inside the page's batch

    await seedStoredJobs([testJob('zygomatic-engineer', { title: 'Zygomatic Engineer', ageMs: -DAY_MS })]);
    roundTrips = 0;
    const after = await caller.jobs.search({ q: 'zygo' });
    expect(after.items.map((job) => job.Pretty_url)).toEqual(['zygomatic-engineer']);
    expect(roundTrips).toBe(2); // the check failed: the page again, looking the words up
  });
});
