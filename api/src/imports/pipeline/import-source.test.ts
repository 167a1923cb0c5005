import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { callerAt, DAY_MS, resetJobs } from '../../../test/fixtures';
import { SourceError, type FetchOutcome, type NormalisedJob, type RawPosting } from '../types';
import type { SqlDatabase } from '../../db/database';
import { importSource, type ImportDeps } from './import-source';
import { IMPORT_INTERVAL_MS } from './constants';

const db = env.DB;
const START = new Date('2026-06-01T12:00:00.000Z').getTime();

function posting(id: string, overrides: Partial<RawPosting> = {}): RawPosting {
  return {
    externalId: id,
    title: `Rust Engineer ${id}`,
    descriptionHtml: `<p>Build the prover ${id}.</p>`,
    locationText: 'Remote - Europe',
    extraLocations: [],
    workplace: 'remote',
    countryCode: null,
    employmentText: 'Full-time',
    pay: { currency: 'EUR', interval: 'year', min: 80_000, max: 100_000 },
    payText: null,
    applyUrl: `https://boards.example/zk/${id}/apply`,
    jobUrl: `https://boards.example/zk/${id}`,
    publishedAt: null,
    updatedAt: null,
    department: null,
    ...overrides,
  };
}

/** The pipeline's own seam: a plain mapping, so these tests are about diffing and writing, not parsing. */
function normalise(raw: RawPosting): NormalisedJob {
  return {
    externalId: raw.externalId,
    title: raw.title,
    employmentType: 'FULL_TIME',
    seniority: null,
    location: 'Remote (Europe)',
    standardizedLocation: 'remote-europe',
    pay: raw.pay && { currency: 'EUR', interval: 'year', min: 80_000, max: 100_000, usdYearlyMin: 86_000, usdYearlyMax: 108_000 },
    tags: ['rust'],
    descriptionMd: raw.descriptionHtml.replace(/<[^>]+>/g, ''),
    applyUrl: raw.applyUrl,
    jobUrl: raw.jobUrl,
    publishedAt: null,
  };
}

let clock = START;
function deps(board: Record<string, () => FetchOutcome>): ImportDeps {
  return {
    db,
    now: () => clock,
    fetchBoard: async ({ provider, board: name }) => {
      const answer = board[`${provider}:${name}`];
      if (!answer) throw new SourceError('Greenhouse answered 404', 'http');
      return answer();
    },
    normalise,
  };
}
const ok = (postings: RawPosting[]): FetchOutcome => ({ kind: 'ok', postings, etag: '"v1"', lastModified: null });

async function addSource(id: string, companySlug = 'zk-forge') {
  const [provider, board] = id.split(':');
  await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO companies (slug, name, website, domain, created_at, updated_at) VALUES (?1, 'ZK Forge', 'https://zkforge.example', 'zkforge.example', 0, 0)`,
      )
      .bind(companySlug),
    db
      .prepare(
        `INSERT INTO import_sources (id, provider, board, company_slug, origin, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, 'file', 0, 0)`,
      )
      .bind(id, provider, board, companySlug),
  ]);
}
const jobRows = () =>
  db
    .prepare(`SELECT slug, title, status, origin, source_id, apply_url FROM jobs ORDER BY id`)
    .all<Record<string, unknown>>()
    .then((r) => r.results);
const search = async (q?: string) => (await callerAt(new Date(clock)).jobs.search(q ? { q } : {})).items.map((job) => job.Title);

describe('importing a source', () => {
  beforeEach(async () => {
    clock = START;
    await resetJobs();
    await db.batch([
      db.prepare('DELETE FROM imported_postings'),
      db.prepare('DELETE FROM import_sources'),
      db.prepare('DELETE FROM job_redirects'),
      db.prepare('DELETE FROM companies'),
    ]);
    await addSource('greenhouse:zkforge');
  });

  it('brings a board in: searchable jobs with their provenance and pay as published', async () => {
    const report = await importSource(deps({ 'greenhouse:zkforge': () => ok([posting('1'), posting('2')]) }), 'greenhouse:zkforge');
    expect(report).toMatchObject({ outcome: 'imported', added: 2, seen: 2 });
    // The writes the benchmark's profile reads: one transaction (both postings and the source fit in one).
    expect(report.timings).toMatchObject({ transactions: 1 });
    expect(report.timings.statements).toBeGreaterThan(report.added);
    expect(await search('prover')).toHaveLength(2);
    const [first] = await jobRows();
    const job = await callerAt(new Date(clock)).jobs.bySlug({ slug: first!.slug as string });
    expect(job).toMatchObject({
      origin: 'imported',
      Company: 'ZK Forge',
      applyUrl: 'https://boards.example/zk/1/apply',
      source: { provider: 'greenhouse', url: 'https://boards.example/zk/1/apply', checkedAt: new Date(START) },
      pay: { currency: 'EUR', interval: 'year', min: 80_000, max: 100_000 },
      salaryMin: 86_000,
      salaryMax: 108_000,
    });
    const health = await db.prepare('SELECT * FROM import_sources').first<Record<string, unknown>>();
    expect(health).toMatchObject({ last_success_at: START, jobs_seen: 2, successful_runs: 1, consecutive_failures: 0, etag: '"v1"' });
  });

  it('writes nothing for an unchanged board, and updates a changed job in place', async () => {
    const board = { 'greenhouse:zkforge': () => ok([posting('1'), posting('2')]) };
    await importSource(deps(board), 'greenhouse:zkforge');
    const before = await jobRows();
    clock += IMPORT_INTERVAL_MS;
    const again = await importSource(deps(board), 'greenhouse:zkforge');
    expect(again).toMatchObject({ unchanged: 2, added: 0, updated: 0 });

    clock += IMPORT_INTERVAL_MS;
    const changed = await importSource(
      deps({ 'greenhouse:zkforge': () => ok([posting('1', { title: 'Staff Cairo Wizard' }), posting('2')]) }),
      'greenhouse:zkforge',
    );
    expect(changed).toMatchObject({ updated: 1, unchanged: 1 });
    const after = await jobRows();
    expect(after.map((row) => row.slug)).toEqual(before.map((row) => row.slug));
    expect(after[0]).toMatchObject({ title: 'Staff Cairo Wizard', status: 'published' });
    expect(await search('wizard')).toEqual(['Staff Cairo Wizard']);
  });

  it("a board of edits alone costs two round trips: its read and its write (no role or slug looked up for a live job's posting)", async () => {
    const board = { 'greenhouse:zkforge': () => ok([posting('1'), posting('2')]) };
    await importSource(deps(board), 'greenhouse:zkforge');
    const calls: string[] = [];
    // Every round trip: a batch, or a statement run alone.
    const counted = (statement: D1PreparedStatement): D1PreparedStatement => {
      for (const method of ['all', 'first', 'run'] as const) {
        const call = statement[method].bind(statement) as () => Promise<never>;
        statement[method] = (() => {
          calls.push(`${method} alone`);
          return call();
        }) as never;
      }
      const bind = statement.bind.bind(statement);
      statement.bind = (...values: unknown[]) => counted(bind(...values));
      return statement;
    };
    const counting: SqlDatabase = {
      prepare: (sql) => counted(db.prepare(sql)),
      batch: (statements) => {
        calls.push(`batch of ${statements.length}`);
        return db.batch(statements as D1PreparedStatement[]);
      },
    };
    clock += IMPORT_INTERVAL_MS;
    const edited = { 'greenhouse:zkforge': () => ok([posting('1', { title: 'Staff Cairo Wizard' }), posting('2')]) };
    const report = await importSource({ ...deps(edited), db: counting }, 'greenhouse:zkforge');
    expect(report).toMatchObject({ updated: 1, unchanged: 1 });
    // The source with its postings, then one transaction; a posting new to the board would add the lookup between them.
    expect(calls).toHaveLength(2);

    clock += IMPORT_INTERVAL_MS;
    calls.length = 0;
    const grown = { 'greenhouse:zkforge': () => ok([posting('1', { title: 'Staff Cairo Wizard' }), posting('2'), posting('3')]) };
    expect(await importSource({ ...deps(grown), db: counting }, 'greenhouse:zkforge')).toMatchObject({ added: 1 });
    expect(calls).toEqual(['batch of 2', 'batch of 2', expect.stringMatching(/^batch of \d+$/)]);
  });

  it("a source's jobs join the search vocabulary together: the index's change counter moves once per batch, not once per job and tag", async () => {
    const version = async () => (await db.prepare('SELECT version FROM search_version').first<{ version: number }>())!.version;
    const before = await version();
    const report = await importSource(
      deps({
        'greenhouse:zkforge': () => ok([posting('1', { descriptionHtml: '<p>Quokkaverse tooling.</p>' }), posting('2'), posting('3')]),
      }),
      'greenhouse:zkforge',
    );
    expect(report).toMatchObject({ added: 3 });
    expect(await version()).toBe(before + 1);
    // The words are in the vocabulary (a prefix finds them) and the bulk flag is cleared.
    const term = await db.prepare(`SELECT term FROM search_terms WHERE term = 'quokkaverse'`).first();
    expect(term).toEqual({ term: 'quokkaverse' });
    expect(await search('quokkav')).toEqual(['Rust Engineer 1']);
    expect(await db.prepare('SELECT count(*) AS n FROM search_terms_deferred').first()).toEqual({ n: 0 });

    clock += IMPORT_INTERVAL_MS;
    await importSource(
      deps({
        'greenhouse:zkforge': () =>
          ok([posting('1', { title: 'Wombatical Engineer', descriptionHtml: '<p>Quokkaverse tooling.</p>' }), posting('2'), posting('3')]),
      }),
      'greenhouse:zkforge',
    );
    expect(await search('wombatic')).toEqual(['Wombatical Engineer']);
  });

  it('a changed description rewrites the description alone: the job row and its tags (each re-indexing the job) are left as they are', async () => {
    await importSource(deps({ 'greenhouse:zkforge': () => ok([posting('1')]) }), 'greenhouse:zkforge');
    await db.batch([
      db.prepare('CREATE TABLE write_log (what TEXT NOT NULL)'),
      // Fires when a statement sets the job's own columns (not the updated_at the description's trigger touches).
      db.prepare(
        `CREATE TRIGGER log_job_updates AFTER UPDATE OF title, location, standardized_location, numeric_salary, employment_type, seniority, apply_url ON jobs
         BEGIN INSERT INTO write_log VALUES ('job'); END`,
      ),
      db.prepare(`CREATE TRIGGER log_tag_deletes AFTER DELETE ON job_tags BEGIN INSERT INTO write_log VALUES ('tag'); END`),
      db.prepare(`CREATE TRIGGER log_tag_inserts AFTER INSERT ON job_tags BEGIN INSERT INTO write_log VALUES ('tag'); END`),
    ]);
    try {
      clock += IMPORT_INTERVAL_MS;
      const changed = await importSource(
        deps({ 'greenhouse:zkforge': () => ok([posting('1', { descriptionHtml: '<p>Build the prover 1, now in Cairo too.</p>' })]) }),
        'greenhouse:zkforge',
      );
      expect(changed).toMatchObject({ updated: 1 });
      const writes = await db.prepare('SELECT what FROM write_log').all<{ what: string }>();
      expect(writes.results.map((row) => row.what)).toEqual([]);
      expect(await search('cairo')).toEqual(['Rust Engineer 1']);
    } finally {
      await db.batch([
        db.prepare('DROP TRIGGER log_job_updates'),
        db.prepare('DROP TRIGGER log_tag_deletes'),
        db.prepare('DROP TRIGGER log_tag_inserts'),
        db.prepare('DROP TABLE write_log'),
      ]);
    }
  });

  it('a changed title and tags re-index the job once: no tag row written re-indexes it on its own', async () => {
    const tagged = (raw: RawPosting): NormalisedJob => ({
      ...normalise(raw),
      tags: raw.title.includes('Cairo') ? ['cairo', 'stark'] : ['rust', 'zk'],
    });
    await importSource({ ...deps({ 'greenhouse:zkforge': () => ok([posting('1')]) }), normalise: tagged }, 'greenhouse:zkforge');
    await db.batch([
      db.prepare('CREATE TABLE touch_log (what TEXT NOT NULL)'),
      // Each re-index by a trigger of migration 0002 touches the job's updated_at.
      db.prepare(`CREATE TRIGGER log_touches AFTER UPDATE OF updated_at ON jobs BEGIN INSERT INTO touch_log VALUES ('touch'); END`),
    ]);
    try {
      clock += IMPORT_INTERVAL_MS;
      const changed = await importSource(
        { ...deps({ 'greenhouse:zkforge': () => ok([posting('1', { title: 'Cairo Prover Engineer' })]) }), normalise: tagged },
        'greenhouse:zkforge',
      );
      expect(changed).toMatchObject({ updated: 1 });
      const touches = await db.prepare('SELECT what FROM touch_log').all<{ what: string }>();
      expect(touches.results.length).toBeGreaterThanOrEqual(1);
      expect(touches.results.length).toBeLessThanOrEqual(2);
      expect(await search('cairo')).toEqual(['Cairo Prover Engineer']);
      expect(await search('rust')).toEqual([]);
      const tags = await db.prepare('SELECT tag FROM job_tags ORDER BY position').all<{ tag: string }>();
      expect(tags.results.map((row) => row.tag)).toEqual(['cairo', 'stark']);
    } finally {
      await db.batch([db.prepare('DROP TRIGGER log_touches'), db.prepare('DROP TABLE touch_log')]);
    }
  });

  it('closes a job missing from two successful fetches in a row, not one (a 304 counts as a fetch)', async () => {
    await importSource(deps({ 'greenhouse:zkforge': () => ok([posting('1'), posting('2')]) }), 'greenhouse:zkforge');
    const onlyOne = { 'greenhouse:zkforge': () => ok([posting('1')]) };
    clock += IMPORT_INTERVAL_MS;
    expect(await importSource(deps(onlyOne), 'greenhouse:zkforge')).toMatchObject({ closed: 0 });
    expect((await jobRows()).map((row) => row.status)).toEqual(['published', 'published']);
    clock += IMPORT_INTERVAL_MS;
    expect(await importSource(deps({ 'greenhouse:zkforge': () => ({ kind: 'not-modified' }) }), 'greenhouse:zkforge')).toMatchObject({
      outcome: 'not-modified',
      closed: 1,
    });
    const rows = await jobRows();
    expect(rows.map((row) => row.status)).toEqual(['published', 'removed']);
    const closed = await callerAt(new Date(clock)).jobs.bySlug({ slug: rows[1]!.slug as string });
    expect(closed.closed).toBe(true);
    expect(await search()).toEqual(['Rust Engineer 1']);
  });

  it('a failing source records its error and back-off, and touches none of its jobs', async () => {
    await importSource(deps({ 'greenhouse:zkforge': () => ok([posting('1')]) }), 'greenhouse:zkforge');
    for (const failures of [1, 2, 3]) {
      clock += IMPORT_INTERVAL_MS;
      const report = await importSource(deps({}), 'greenhouse:zkforge');
      expect(report).toMatchObject({ outcome: 'failed', error: 'Greenhouse answered 404' });
      const health = await db.prepare('SELECT * FROM import_sources').first<Record<string, number | string>>();
      expect(health).toMatchObject({ consecutive_failures: failures, last_error: 'Greenhouse answered 404', last_success_at: START });
      expect(health!.next_attempt_at).toBe(clock + IMPORT_INTERVAL_MS * 2 ** (failures - 1));
    }
    expect((await jobRows()).map((row) => row.status)).toEqual(['published']);
  });

  it('the same role on two boards is one job, shown from the other board once the first drops it', async () => {
    await addSource('lever:zkforge');
    const same = posting('gh-1', { title: 'Rust Engineer' });
    await importSource(deps({ 'greenhouse:zkforge': () => ok([same]) }), 'greenhouse:zkforge');
    const linked = await importSource(
      deps({ 'lever:zkforge': () => ok([posting('lv-9', { title: 'Rust Engineer', applyUrl: 'https://jobs.lever.example/zk/9' })]) }),
      'lever:zkforge',
    );
    expect(linked).toMatchObject({ linked: 1, added: 0 });
    expect(await jobRows()).toHaveLength(1);

    for (let run = 0; run < 2; run++) {
      clock += IMPORT_INTERVAL_MS;
      await importSource(deps({ 'greenhouse:zkforge': () => ok([]) }), 'greenhouse:zkforge');
    }
    expect(await jobRows()).toEqual([
      expect.objectContaining({ status: 'published', source_id: 'lever:zkforge', apply_url: 'https://jobs.lever.example/zk/9' }),
    ]);
  });

  it('a closed role listed again within 45 days comes back at its old address, marked as a repost', async () => {
    await importSource(deps({ 'greenhouse:zkforge': () => ok([posting('1')]) }), 'greenhouse:zkforge');
    const [original] = await jobRows();
    for (let run = 0; run < 2; run++) {
      clock += IMPORT_INTERVAL_MS;
      await importSource(deps({ 'greenhouse:zkforge': () => ok([]) }), 'greenhouse:zkforge');
    }
    clock += 10 * DAY_MS;
    const back = await importSource(
      deps({ 'greenhouse:zkforge': () => ok([posting('77', { title: 'Rust Engineer 1' })]) }),
      'greenhouse:zkforge',
    );
    expect(back).toMatchObject({ reposted: 1, added: 0 });
    const rows = await jobRows();
    expect(rows).toEqual([expect.objectContaining({ slug: original!.slug, status: 'published' })]);
    const job = await callerAt(new Date(clock)).jobs.bySlug({ slug: original!.slug as string });
    expect(job.firstSeenAt).toEqual(new Date(START));
    expect(job.Date.getTime()).toBe(clock);
  });

  it('a closed role listed again after the 45 days, under its old posting id, is a new job at an address of its own', async () => {
    await importSource(deps({ 'greenhouse:zkforge': () => ok([posting('1')]) }), 'greenhouse:zkforge');
    const [original] = await jobRows();
    for (let run = 0; run < 2; run++) {
      clock += IMPORT_INTERVAL_MS;
      await importSource(deps({ 'greenhouse:zkforge': () => ok([]) }), 'greenhouse:zkforge');
    }
    clock += 46 * DAY_MS;
    const back = await importSource(deps({ 'greenhouse:zkforge': () => ok([posting('1')]) }), 'greenhouse:zkforge');
    expect(back).toMatchObject({ added: 1, reposted: 0 });
    const rows = await jobRows();
    expect(rows).toHaveLength(2);
    const fresh = rows.find((row) => row.status === 'published')!;
    expect(fresh.slug).not.toBe(original!.slug);
    expect(rows.find((row) => row.slug === original!.slug)).toMatchObject({ status: 'removed' });
  });

  it('normalises only what changed since the last fetch: the same posting is read once', async () => {
    let normalised = 0;
    const counting = (board: Record<string, () => FetchOutcome>): ImportDeps => ({
      ...deps(board),
      normalise: (raw) => {
        normalised += 1;
        return normalise(raw);
      },
    });
    await importSource(counting({ 'greenhouse:zkforge': () => ok([posting('1'), posting('2')]) }), 'greenhouse:zkforge');
    expect(normalised).toBe(2);
    clock += IMPORT_INTERVAL_MS;
    // Its provider's own "updated" stamp moved, nothing else: still the same posting.
    await importSource(
      counting({ 'greenhouse:zkforge': () => ok([posting('1', { updatedAt: new Date(clock) }), posting('2', { title: 'Rust Lead' })]) }),
      'greenhouse:zkforge',
    );
    expect(normalised).toBe(3);
  });

  it('a paused source is not fetched', async () => {
    await db.prepare(`UPDATE import_sources SET status = 'paused'`).run();
    expect(await importSource(deps({ 'greenhouse:zkforge': () => ok([posting('1')]) }), 'greenhouse:zkforge')).toMatchObject({
      outcome: 'skipped',
    });
    expect(await jobRows()).toEqual([]);
  });
});
