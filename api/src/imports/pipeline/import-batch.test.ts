import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetJobs } from '../../../test/fixtures';
import type { SqlDatabase, SqlStatement } from '../../db/database';
import { SourceError, type FetchOutcome, type NormalisedJob, type RawPosting } from '../types';
import type { ImportDeps, ImportReport } from './import-source';
import { importBatch, type QueueMessage } from './import-batch';
import { SOURCES_AT_ONCE, SOURCES_READ_TOGETHER } from './constants';
import { markingPrepare, refusingSource } from './test-databases';
import type { ChannelsQueue } from '../../channels/messages';

const db = env.DB;
const NOW = new Date('2026-06-01T12:00:00.000Z').getTime();

function posting(board: string, id: string): RawPosting {
  return {
    externalId: id,
    title: `Prover Engineer ${board} ${id}`,
    descriptionHtml: `<p>Build the prover.</p>`,
    locationText: 'Remote',
    extraLocations: [],
    workplace: 'remote',
    countryCode: null,
    employmentText: 'Full-time',
    pay: null,
    payText: null,
    applyUrl: `https://boards.example/${board}/${id}/apply`,
    jobUrl: `https://boards.example/${board}/${id}`,
    publishedAt: null,
    updatedAt: null,
    department: null,
  };
}

const normalise = (raw: RawPosting): NormalisedJob => ({
  externalId: raw.externalId,
  title: raw.title,
  employmentType: 'FULL_TIME',
  seniority: null,
  location: 'Remote',
  standardizedLocation: 'remote',
  pay: null,
  tags: ['rust'],
  descriptionMd: 'Build the prover.',
  applyUrl: raw.applyUrl,
  jobUrl: raw.jobUrl,
  publishedAt: null,
});

/** A message as the runtime hands it over, recording what the consumer decided. */
function message(sourceId: string) {
  const seen = { acked: false, retried: false };
  let onAck!: () => void;
  /** Settles when the message is acked: a test awaits the event itself, never a timer. */
  const acked = new Promise<void>((resolve) => (onAck = resolve));
  const handle: QueueMessage = {
    body: { sourceId, runId: 1 },
    ack: () => {
      seen.acked = true;
      onAck();
    },
    retry: () => void (seen.retried = true),
  };
  return { handle, seen, acked };
}

/**
 * Fetches held open until `limit` of them (or all that are left) are in flight together, then
 * released as one wave: a batch that runs fewer at once never fills a wave (the test times out). The
 * upper bound is forEachBounded's own test (bounded.test.ts).
 */
function fetchWaves(limit: number, total: number) {
  let running = 0;
  let finished = 0;
  let most = 0;
  let release!: () => void;
  let wave = new Promise<void>((resolve) => (release = resolve));
  return {
    most: () => most,
    async enter(): Promise<void> {
      running += 1;
      most = Math.max(most, running);
      if (running === Math.min(limit, total - finished)) release();
      await wave;
      running -= 1;
      finished += 1;
      if (running === 0) wave = new Promise<void>((resolve) => (release = resolve));
    },
  };
}

/** A fetch the test answers by hand. */
function pending() {
  let answer!: (outcome: FetchOutcome | Error) => void;
  const result = new Promise<FetchOutcome>((resolve, reject) => {
    answer = (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
  });
  return { answer, result };
}

const ok = (board: string): FetchOutcome => ({
  kind: 'ok',
  postings: [posting(board, '1'), posting(board, '2')],
  etag: null,
  lastModified: null,
});

async function addSources(boards: string[]) {
  await db
    .prepare(
      `INSERT INTO companies (slug, name, website, domain, created_at, updated_at) VALUES ('zk', 'ZK', 'https://zk.example', 'zk.example', 0, 0)`,
    )
    .run();
  for (const board of boards)
    await db
      .prepare(
        `INSERT INTO import_sources (id, provider, board, company_slug, origin, created_at, updated_at) VALUES (?1, 'greenhouse', ?2, 'zk', 'file', 0, 0)`,
      )
      .bind(`greenhouse:${board}`, board)
      .run();
}

const openJobs = async () =>
  (await db.prepare(`SELECT count(*) AS n FROM jobs WHERE origin = 'imported' AND status = 'published'`).first<{ n: number }>())!.n;

describe('a batch of the imports queue', () => {
  beforeEach(async () => {
    await resetJobs();
    await db.batch([
      db.prepare('DELETE FROM imported_postings'),
      db.prepare('DELETE FROM import_sources'),
      db.prepare('DELETE FROM companies'),
    ]);
  });

  it('imports its sources side by side: a board that hangs and then fails delays and fails none of the others', async () => {
    await addSources(['slow', 'a', 'b']);
    const slow = pending();
    const fetched: string[] = [];
    const deps: ImportDeps = {
      db,
      now: () => NOW,
      normalise,
      fetchBoard: ({ board }) => {
        fetched.push(board);
        return board === 'slow' ? slow.result : Promise.resolve(ok(board));
      },
    };
    const reports: ImportReport[] = [];
    const [s, a, b] = [message('greenhouse:slow'), message('greenhouse:a'), message('greenhouse:b')];
    const batch = importBatch([s.handle, a.handle, b.handle], deps, (report) => reports.push(report));
    // The two good boards are written while the slow one has not answered.
    await Promise.all([a.acked, b.acked]);
    expect([a.seen.acked, b.seen.acked, s.seen.acked]).toEqual([true, true, false]);
    expect(await openJobs()).toBe(4);
    slow.answer(new SourceError('Greenhouse answered 500', 'http'));
    await batch;
    expect(s.seen).toEqual({ acked: true, retried: false });
    expect(reports.map((r) => [r.sourceId, r.outcome])).toEqual([
      ['greenhouse:a', 'imported'],
      ['greenhouse:b', 'imported'],
      ['greenhouse:slow', 'failed'],
    ]);
    const failed = await db.prepare(`SELECT consecutive_failures FROM import_sources WHERE id = 'greenhouse:slow'`).first();
    expect(failed).toEqual({ consecutive_failures: 1 });
  });

  it("gives a role listed on two of the company's boards one job when both boards are imported side by side", async () => {
    await addSources(['one', 'two']);
    const [one, two] = [pending(), pending()];
    // The same role (title and place) on both boards, under each board's own id.
    const sameRole = (board: string): FetchOutcome => ({
      kind: 'ok',
      postings: [{ ...posting(board, '7'), title: 'Staff Prover Engineer' }],
      etag: null,
      lastModified: null,
    });
    // Each import looks the role up before either writes it (as two lanes of a busy isolate can).
    let lookups = 0;
    let bothLookedUp!: () => void;
    const looked = new Promise<void>((resolve) => (bothLookedUp = resolve));
    const roleLookups = markingPrepare(db, (sql) => sql.includes('WHERE fingerprint IN'));
    const racingDb: SqlDatabase = {
      prepare: roleLookups.prepare,
      batch: async <T>(statements: SqlStatement[]) => {
        const isLookup = statements.some(roleLookups.isMarked);
        if (!isLookup && statements.length > 2) await looked;
        const results = await db.batch<T>(statements as D1PreparedStatement[]);
        if (isLookup && ++lookups === 2) bothLookedUp();
        return results;
      },
    };
    const deps: ImportDeps = {
      db: racingDb,
      now: () => NOW,
      normalise,
      fetchBoard: ({ board }) => (board === 'one' ? one.result : two.result),
    };
    const batch = importBatch([message('greenhouse:one').handle, message('greenhouse:two').handle], deps, () => undefined);
    one.answer(sameRole('one'));
    two.answer(sameRole('two'));
    await batch;
    const jobs = await db
      .prepare(`SELECT id FROM jobs WHERE title = 'Staff Prover Engineer' AND status = 'published'`)
      .all<{ id: number }>();
    expect(jobs.results).toHaveLength(1);
    const postings = await db.prepare(`SELECT source_id, job_id FROM imported_postings ORDER BY source_id`).all();
    expect(postings.results).toEqual([
      { source_id: 'greenhouse:one', job_id: jobs.results[0]!.id },
      { source_id: 'greenhouse:two', job_id: jobs.results[0]!.id },
    ]);
  });

  it('imports a source named twice in one batch once, and acknowledges both messages', async () => {
    await addSources(['twice']);
    let fetches = 0;
    const deps: ImportDeps = {
      db,
      now: () => NOW,
      normalise,
      fetchBoard: async ({ board }) => {
        fetches += 1;
        return ok(board);
      },
    };
    const [first, second] = [message('greenhouse:twice'), message('greenhouse:twice')];
    const reports: ImportReport[] = [];
    await importBatch([first.handle, second.handle], deps, (report) => reports.push(report));
    expect(fetches).toBe(1);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ added: 2, linked: 0 });
    expect(await openJobs()).toBe(2);
    expect([first.seen, second.seen]).toEqual([
      { acked: true, retried: false },
      { acked: true, retried: false },
    ]);
  });

  it(`reads its sources ${SOURCES_READ_TOGETHER} at a time, one round trip a group, and imports each from its own state`, async () => {
    const boards = Array.from({ length: 2 * SOURCES_READ_TOGETHER + 1 }, (_, i) => `g${i}`);
    await addSources(boards);
    // Which statements read the sources' state (their SQL names the postings by source), and how many round trips carried them.
    const stateReads = markingPrepare(db, (sql) => /FROM imported_postings WHERE source_id IN/.test(sql));
    let readTrips = 0;
    const countingDb: SqlDatabase = {
      prepare: stateReads.prepare,
      batch: (statements) => {
        if (statements.some(stateReads.isMarked)) readTrips += 1;
        return db.batch(statements as D1PreparedStatement[]);
      },
    };
    const deps: ImportDeps = { db: countingDb, now: () => NOW, normalise, fetchBoard: async ({ board }) => ok(board) };
    const reports: ImportReport[] = [];
    await importBatch(
      boards.map((board) => message(`greenhouse:${board}`).handle),
      deps,
      (report) => reports.push(report),
    );
    expect(readTrips).toBe(3);
    expect(reports.map((report) => [report.sourceId, report.outcome, report.added])).toEqual(
      expect.arrayContaining(boards.map((board) => [`greenhouse:${board}`, 'imported', 2])),
    );
    expect(await openJobs()).toBe(2 * boards.length);
  });

  it('writes the sources whose writes are ready at the same time in one transaction, each as it would alone', async () => {
    const boards = Array.from({ length: 12 }, (_, i) => `w${i}`);
    await addSources(boards);
    // Each source's writes end with its health row; count the transactions that carry one.
    const healthWrites = markingPrepare(db, (sql) => sql.includes('last_success_at = ?2'));
    const transactions: number[] = [];
    const countingDb: SqlDatabase = {
      prepare: healthWrites.prepare,
      batch: (statements) => {
        const sources = statements.filter(healthWrites.isMarked).length;
        if (sources > 0) transactions.push(sources);
        return db.batch(statements as D1PreparedStatement[]);
      },
    };
    const deps: ImportDeps = { db: countingDb, now: () => NOW, normalise, fetchBoard: async ({ board }) => ok(board) };
    const reports: ImportReport[] = [];
    await importBatch(
      boards.map((board) => message(`greenhouse:${board}`).handle),
      deps,
      (report) => reports.push(report),
    );
    // Every source written once, and the lanes' writes shared transactions.
    expect(transactions.reduce((sum, n) => sum + n, 0)).toBe(boards.length);
    expect(transactions.length).toBeLessThan(boards.length);
    expect(await openJobs()).toBe(2 * boards.length);
    const healthy = await db
      .prepare(`SELECT count(*) AS n FROM import_sources WHERE last_success_at = ?1 AND jobs_seen = 2`)
      .bind(NOW)
      .first();
    expect(healthy).toEqual({ n: boards.length });
    // Each report counts its own rows: together they are every row the batch wrote.
    expect(reports.every((report) => report.rowsWritten > 0)).toBe(true);
  });

  it('makes way for visitors after each source, once its message is acknowledged, before the lane takes its next source', async () => {
    const boards = Array.from({ length: SOURCES_AT_ONCE + 1 }, (_, i) => `v${i}`);
    await addSources(boards);
    const messages = boards.map((board) => message(`greenhouse:${board}`));
    const fetched: string[] = [];
    const ways: Array<{ busyMs: number; acked: number }> = [];
    let release!: () => void;
    const visitorsGone = new Promise<void>((resolve) => (release = resolve));
    let allWaiting!: () => void;
    const lanesWaiting = new Promise<void>((resolve) => (allWaiting = resolve));
    const deps: ImportDeps = {
      db,
      now: () => NOW,
      normalise,
      fetchBoard: async ({ board }) => {
        fetched.push(board);
        return ok(board);
      },
      makeWay: async (busyMs) => {
        ways.push({ busyMs, acked: messages.filter((m) => m.seen.acked).length });
        if (ways.length === SOURCES_AT_ONCE) allWaiting();
        await visitorsGone;
        return 5;
      },
    };
    const logged = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const batch = importBatch(
      messages.map((m) => m.handle),
      deps,
      () => undefined,
    );
    // Every lane is waiting after its first source, and stays so over a few more round trips to
    // D1 (a lane that went on would read and fetch the last source meanwhile).
    await lanesWaiting;
    for (let trip = 0; trip < 3; trip += 1) await db.prepare('SELECT 1').first();
    expect(fetched).toHaveLength(SOURCES_AT_ONCE);
    expect(ways.map((way) => way.acked)).toEqual(Array.from({ length: SOURCES_AT_ONCE }, (_, i) => i + 1));
    expect(ways.every((way) => Number.isFinite(way.busyMs) && way.busyMs >= 0)).toBe(true);
    release();
    await batch;
    expect(fetched).toHaveLength(boards.length);
    expect(ways).toHaveLength(boards.length);
    expect(messages.every((m) => m.seen.acked)).toBe(true);
    // The batch says how long it stood aside, so its time is explained in the log.
    expect(logged).toHaveBeenCalledWith(
      `[imports] made way for visitors: its lanes idled ${5 * boards.length} ms in all over a batch of ${boards.length} source(s)`,
    );
    logged.mockRestore();
  });

  it(`runs at most ${SOURCES_AT_ONCE} sources at once, and retries only a source whose D1 work failed`, async () => {
    const boards = Array.from({ length: SOURCES_AT_ONCE + 2 }, (_, i) => `b${i}`);
    await addSources(boards);
    const failing = `greenhouse:${boards.at(-1)}`;
    // D1 refusing every batch that names the failing source (its group's read, its own read and its writes).
    const failingDb = refusingSource(db, failing);
    // The last board's read of its source and postings is refused, so it never fetches.
    const waves = fetchWaves(SOURCES_AT_ONCE, boards.length - 1);
    const deps: ImportDeps = {
      db: failingDb,
      now: () => NOW,
      normalise,
      fetchBoard: async ({ board }) => {
        await waves.enter();
        return ok(board);
      },
    };
    const messages = boards.map((board) => message(`greenhouse:${board}`));
    await importBatch(
      messages.map((m) => m.handle),
      deps,
      () => undefined,
    );
    expect(waves.most()).toBe(SOURCES_AT_ONCE);
    expect(messages.slice(0, -1).map((m) => m.seen)).toEqual(boards.slice(0, -1).map(() => ({ acked: true, retried: false })));
    expect(messages.at(-1)!.seen).toEqual({ acked: false, retried: true });
    expect(await openJobs()).toBe(2 * (boards.length - 1));
  });

  it('tells each enabled channel once a batch that added jobs, after every source is written, and a batch that added none not at all', async () => {
    await addSources(['new-a', 'new-b', 'known']);
    const sent: Array<{ channel: string; openWhenSent: number }> = [];
    const queue: ChannelsQueue = {
      send: () => Promise.reject(new Error('the import sends its messages as one batch')),
      sendBatch: async (messages) => {
        const openWhenSent = await openJobs();
        for (const m of messages) sent.push({ channel: m.body.channel, openWhenSent });
      },
    };
    const boards: Record<string, FetchOutcome> = {
      'new-a': ok('new-a'),
      'new-b': ok('new-b'),
      known: { kind: 'ok', postings: [], etag: null, lastModified: null },
    };
    const deps: ImportDeps = {
      db,
      now: () => NOW,
      normalise,
      fetchBoard: async ({ board }) => boards[board]!,
      channels: { enabled: ['telegram', 'discord'], queue },
    };
    const batch = ['new-a', 'new-b', 'known'].map((board) => message(`greenhouse:${board}`).handle);
    await importBatch(batch, deps, () => undefined);
    // Two sources added four jobs: one message for each channel, sent when all four were on the board.
    expect(sent).toEqual([
      { channel: 'telegram', openWhenSent: 4 },
      { channel: 'discord', openWhenSent: 4 },
    ]);

    // The next fetch of the same boards adds nothing: no message.
    sent.length = 0;
    await importBatch(
      ['new-a', 'new-b', 'known'].map((board) => message(`greenhouse:${board}`).handle),
      deps,
      () => undefined,
    );
    expect(sent).toEqual([]);
  });
});
