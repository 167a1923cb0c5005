import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetJobs } from '../../../test/fixtures';
import { enqueueJobStatement } from '../../channels/enqueue';
import type { NormalisedJob } from '../types';
import { insertImportedJob } from './job-writes';
import { insertNewJobs, newJobSets, NEW_JOBS_PER_SET, type NewJob } from './new-jobs';
import { savePosting } from './posting-writes';
import { runInBatches, WritePlan } from './write-batches';

const db = env.DB;
const NOW = new Date('2026-06-01T12:00:00.000Z').getTime();
const SOURCE = 'greenhouse:zkforge';
const COMPANY = { slug: 'zk-forge', name: 'ZK Forge', website: 'https://zkforge.example', logo: null };
const CHANNELS = ['telegram', 'discord'] as const;

function newJob(n: number, overrides: Partial<NormalisedJob> = {}): NewJob {
  const job: NormalisedJob = {
    externalId: `${n}`,
    title: `Rust Engineer ${n}`,
    employmentType: 'FULL_TIME',
    seniority: n % 2 ? 'senior' : null,
    location: 'Remote (Europe)',
    standardizedLocation: n % 3 ? 'remote-europe' : null,
    pay: n % 2 ? { currency: 'EUR', interval: 'hour', min: 80.5, max: 100.25, usdYearlyMin: 180_000, usdYearlyMax: 225_001 } : null,
    tags: n % 3 ? ['rust', `zk-${n}`] : [],
    descriptionMd: `Build the wombat prover ${n}.`,
    applyUrl: `https://boards.example/zk/${n}/apply`,
    jobUrl: `https://boards.example/zk/${n}`,
    publishedAt: null,
    ...overrides,
  };
  return {
    slug: `rust-engineer-${n}-zk-forge-abc${n}`,
    job,
    fingerprint: `zk-forge|rust engineer ${n}|remote-europe`,
    hash: `hash-${n}`,
    rawHash: n % 2 ? `raw-${n}` : null,
  };
}

const BOARD = [1, 2, 3, 4].map((n) => newJob(n));

/** What a board of new jobs leaves in the database (times a statement stamps itself and channel row ids aside). */
async function written() {
  const rows = async (sql: string) => (await db.prepare(sql).all()).results;
  return {
    jobs: await rows(
      `SELECT id, slug, title, company, company_slug, posted_at, location, standardized_location, numeric_salary, salary_min, salary_max,
              salary_currency, pay_currency, pay_interval, pay_min, pay_max, employment_type, seniority, apply_url, company_url,
              company_logo, status, origin, source_id, fingerprint, first_seen_at, typeof(numeric_salary) AS t1, typeof(pay_min) AS t2
       FROM jobs ORDER BY id`,
    ),
    tags: await rows('SELECT job_id, tag, position FROM job_tags ORDER BY job_id, position'),
    descriptions: await rows('SELECT job_id, description_md FROM job_descriptions ORDER BY job_id'),
    channels: await rows('SELECT job_slug, channel, status, queued_at, next_attempt_at FROM channel_posts ORDER BY id'),
    postings: await rows('SELECT * FROM imported_postings ORDER BY source_id, external_id'),
    indexed: await rows(`SELECT rowid FROM job_search WHERE job_search MATCH 'wombat' ORDER BY rowid`),
    vocabulary: await rows(`SELECT term FROM search_terms WHERE term LIKE 'wombat%' OR term LIKE 'zk%' ORDER BY term`),
    deferred: await rows('SELECT * FROM search_terms_deferred'),
  };
}

async function oneByOne(board: readonly NewJob[]): Promise<void> {
  const plan = new WritePlan();
  for (const entry of board) {
    plan.posting();
    const input = {
      slug: entry.slug,
      job: entry.job,
      sourceId: SOURCE,
      fingerprint: entry.fingerprint,
      company: COMPANY,
      firstSeenAt: null,
    };
    plan.add(...insertImportedJob(db, input, NOW), enqueueJobStatement(db, entry.slug, CHANNELS, NOW));
    plan.add(savePosting(db, SOURCE, { externalId: entry.job.externalId, ...entry }, { slug: entry.slug }));
    plan.reindexes({ slug: entry.slug });
  }
  await runInBatches(db, plan);
}

async function inSets(board: readonly NewJob[]): Promise<void> {
  const plan = new WritePlan();
  for (const set of newJobSets(board)) {
    plan.posting();
    plan.add(...insertNewJobs(db, set, { sourceId: SOURCE, company: COMPANY, channels: CHANNELS }, NOW));
    for (const slug of set.slugs) plan.reindexes({ slug });
  }
  await runInBatches(db, plan);
}

async function reset(): Promise<void> {
  await resetJobs();
  await db.batch([
    db.prepare('DELETE FROM imported_postings'),
    db.prepare('DELETE FROM import_sources'),
    db.prepare('DELETE FROM channel_posts'),
    db.prepare(`DELETE FROM search_terms WHERE term LIKE 'wombat%' OR term LIKE 'zk%'`),
    db.prepare('DELETE FROM companies'),
    db
      .prepare(`INSERT INTO companies (slug, name, website, domain, created_at, updated_at) VALUES (?1, ?2, ?3, 'zkforge.example', 0, 0)`)
      .bind(COMPANY.slug, COMPANY.name, COMPANY.website),
    db
      .prepare(
        `INSERT INTO import_sources (id, provider, board, company_slug, origin, created_at, updated_at) VALUES (?1, 'greenhouse', 'zkforge', ?2, 'file', 0, 0)`,
      )
      .bind(SOURCE, COMPANY.slug),
  ]);
}

/** The role of BOARD's second job, already live (another board of the company wrote it first). */
async function roleAlreadyLive(): Promise<void> {
  await db
    .prepare(
      `INSERT INTO jobs (slug, title, company, company_slug, posted_at, location, standardized_location, apply_url, status, origin, fingerprint)
       VALUES ('rust-engineer-2-elsewhere', 'Rust Engineer 2', 'ZK Forge', 'zk-forge', ?1, 'Remote', 'remote', 'https://x.example', 'published', 'imported', ?2)`,
    )
    .bind(NOW - 1000, BOARD[1]!.fingerprint)
    .run();
}

describe("a board's new jobs in sets", () => {
  beforeEach(reset);

  it('write exactly the rows the one-by-one statements write for the same board', async () => {
    await oneByOne(BOARD);
    const expected = await written();
    expect(expected.jobs).toHaveLength(4);
    expect(expected.channels).toHaveLength(8);
    expect(expected.indexed).toHaveLength(4);

    await reset();
    await inSets(BOARD);
    expect(await written()).toEqual(expected);
  });

  it("link a posting to the role's live job instead of writing a second one, as the one-by-one statements do", async () => {
    await roleAlreadyLive();
    await oneByOne(BOARD);
    const expected = await written();
    expect(expected.jobs.map((job) => job.slug)).toEqual(['rust-engineer-2-elsewhere', BOARD[0]!.slug, BOARD[2]!.slug, BOARD[3]!.slug]);
    expect(expected.postings.find((posting) => posting.external_id === '2')).toMatchObject({ job_id: expected.jobs[0]!.id });

    await reset();
    await roleAlreadyLive();
    await inSets(BOARD);
    expect(await written()).toEqual(expected);
  });

  it('list a new job as first seen at the Date it gets, also when a later-dated job made that Date later than now', async () => {
    // Another lane's job, written with a clock a few milliseconds ahead of this one's.
    const later = NOW + 84;
    await db
      .prepare(
        `INSERT INTO jobs (slug, title, company, company_slug, posted_at, location, standardized_location, apply_url, status, origin, fingerprint, first_seen_at)
         VALUES ('other-lane', 'Other Lane', 'ZK Forge', 'zk-forge', ?1, 'Remote', 'remote', 'https://x.example', 'published', 'imported', 'other', ?1)`,
      )
      .bind(later)
      .run();
    for (const write of [inSets, oneByOne]) {
      await db.prepare(`DELETE FROM jobs WHERE slug <> 'other-lane'`).run();
      await db.prepare('DELETE FROM imported_postings').run();
      await write(BOARD);
      const jobs = (await written()).jobs.filter((job) => job.slug !== 'other-lane');
      expect(jobs).toHaveLength(BOARD.length);
      // Not a repost: the job page shows a repost where the two differ.
      for (const job of jobs) expect([job.posted_at, job.first_seen_at]).toEqual([later, later]);
    }
  });

  it('cut a big board into sets of at most NEW_JOBS_PER_SET jobs, in order', () => {
    const board = Array.from({ length: NEW_JOBS_PER_SET * 2 + 1 }, (_, i) => newJob(i + 1));
    const sets = newJobSets(board);
    expect(sets.map((set) => set.slugs.length)).toEqual([NEW_JOBS_PER_SET, NEW_JOBS_PER_SET, 1]);
    expect(sets.flatMap((set) => set.slugs)).toEqual(board.map((entry) => entry.slug));
    expect(sets.flatMap((set) => (JSON.parse(set.json) as { slug: string }[]).map((row) => row.slug))).toEqual(board.map((e) => e.slug));
  });
});
