import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetJobs } from '../../../test/fixtures';
import { PRODUCTION_BASES } from '../providers/bases';
import { fetchBoard } from '../providers/fetch-board';
import { greenhouse } from '../providers/greenhouse';
import type { NormalisedJob, RawPosting } from '../types';
import { IMPORT_INTERVAL_MS } from './constants';
import { importSource, type ImportDeps } from './import-source';

const db = env.DB;
const START = new Date('2026-06-01T12:00:00.000Z').getTime();
const SOURCE = 'greenhouse:zkforge';

/** A Greenhouse job as its board API answers it (the fields the adapter reads). */
function ghJob(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title: `Rust Engineer ${id}`,
    updated_at: '2026-05-01T10:00:00Z',
    location: { name: 'Remote - Europe' },
    absolute_url: `https://boards.greenhouse.io/zkforge/jobs/${id}`,
    content: `&lt;p&gt;Build the prover ${id}.&lt;/p&gt;`,
    ...overrides,
  };
}

/** The board the fake Greenhouse answers, as bytes: no ETag, no Last-Modified (so never a 304). */
let answer = '';
const served = () => new Response(answer, { status: 200, headers: { 'content-type': 'application/json' } });

let clock = START;
let normalised: string[] = [];
function normalise(raw: RawPosting): NormalisedJob {
  normalised.push(raw.externalId);
  return {
    externalId: raw.externalId,
    title: raw.title,
    employmentType: 'FULL_TIME',
    seniority: null,
    location: 'Remote (Europe)',
    standardizedLocation: 'remote-europe',
    pay: null,
    tags: ['rust'],
    descriptionMd: raw.descriptionHtml.replace(/<[^>]+>/g, ''),
    applyUrl: raw.applyUrl,
    jobUrl: raw.jobUrl,
    publishedAt: null,
  };
}

/** The real fetcher and Greenhouse adapter over a fake network: what a fetch parses is what this file is about. */
const deps: ImportDeps = {
  db,
  now: () => clock,
  fetchBoard: (source) =>
    fetchBoard(source, { fetch: async () => served(), bases: PRODUCTION_BASES, timeoutMs: 10_000, maxBytes: 1 << 20 }),
  normalise,
};

/** The items the Greenhouse adapter checked with its schema, by id. */
let read: (string | null)[] = [];
function countReads() {
  const items = greenhouse.items!.bind(greenhouse);
  vi.spyOn(greenhouse, 'items').mockImplementation((body, context) =>
    items(body, context).map((item) => ({
      ...item,
      read: () => {
        read.push(item.externalId);
        return item.read();
      },
    })),
  );
}

async function run(jobs: unknown[], raw?: string) {
  answer = raw ?? JSON.stringify({ jobs, meta: { total: jobs.length } });
  normalised = [];
  read = [];
  return importSource(deps, SOURCE);
}

const postings = async () =>
  (await db.prepare('SELECT external_id, missed_runs, closed_at, raw_hash FROM imported_postings ORDER BY external_id').all()).results;

describe('a fetch that knows what the last import read', () => {
  afterEach(() => vi.restoreAllMocks());
  beforeEach(async () => {
    countReads();
    clock = START;
    await resetJobs();
    await db.batch([
      db.prepare('DELETE FROM imported_postings'),
      db.prepare('DELETE FROM import_sources'),
      db.prepare('DELETE FROM companies'),
      db.prepare(
        `INSERT INTO companies (slug, name, website, domain, created_at, updated_at) VALUES ('zk-forge', 'ZK Forge', 'https://zkforge.example', 'zkforge.example', 0, 0)`,
      ),
      db
        .prepare(
          `INSERT INTO import_sources (id, provider, board, company_slug, origin, created_at, updated_at) VALUES (?1, 'greenhouse', 'zkforge', 'zk-forge', 'file', 0, 0)`,
        )
        .bind(SOURCE),
    ]);
  });

  it('an identical answer is read as "not modified": nothing parsed, and it still counts as a successful fetch for the close rule', async () => {
    expect(await run([ghJob(1), ghJob(2)])).toMatchObject({ outcome: 'imported', added: 2 });
    clock += IMPORT_INTERVAL_MS;
    // Job 2 leaves the board: missed once.
    expect(await run([ghJob(1)])).toMatchObject({ outcome: 'imported', closed: 0 });
    clock += IMPORT_INTERVAL_MS;
    const again = await run([ghJob(1)]);
    expect(again).toMatchObject({ outcome: 'not-modified', seen: 1, closed: 1 });
    expect(read).toEqual([]);
    expect(normalised).toEqual([]);
    expect((await postings()).map((row) => [row.external_id, row.missed_runs, row.closed_at])).toEqual([
      ['1', 0, null],
      ['2', 2, clock],
    ]);
    const health = await db.prepare('SELECT last_success_at, successful_runs FROM import_sources').first();
    expect(health).toEqual({ last_success_at: clock, successful_runs: 3 });
  });

  it('an item byte for byte as last time is unchanged without its schema or the normaliser; a changed one is read', async () => {
    await run([ghJob(1), ghJob(2), ghJob(3)]);
    expect(normalised).toEqual(['1', '2', '3']);
    clock += IMPORT_INTERVAL_MS;
    const report = await run([ghJob(1), ghJob(2, { title: 'Rust Lead' }), ghJob(3)]);
    expect(report).toMatchObject({ outcome: 'imported', unchanged: 2, updated: 1 });
    expect(read).toEqual(['2']);
    expect(normalised).toEqual(['2']);
  });

  it('an item whose provider\'s "updated" stamp alone moved is unchanged (the content hash decides), and its new bytes are kept', async () => {
    await run([ghJob(1)]);
    const [before] = await postings();
    clock += IMPORT_INTERVAL_MS;
    const report = await run([ghJob(1, { updated_at: '2026-05-30T08:00:00Z' })]);
    expect(report).toMatchObject({ outcome: 'imported', unchanged: 1, updated: 0 });
    expect(read).toEqual(['1']);
    expect(normalised).toEqual([]);
    const [after] = await postings();
    expect(after!.raw_hash).not.toBe(before!.raw_hash);
    expect(after).toMatchObject({ missed_runs: 0, closed_at: null });
    // The new bytes are known now: the next fetch of them reads nothing.
    clock += IMPORT_INTERVAL_MS;
    expect(await run([ghJob(1, { updated_at: '2026-05-30T08:00:00Z' }), ghJob(9)])).toMatchObject({ unchanged: 1, added: 1 });
    expect(read).toEqual(['9']);
    expect(normalised).toEqual(['9']);
  });

  it('an item that breaks the schema still fails the board, with its place in the answer', async () => {
    await run([ghJob(1)]);
    clock += IMPORT_INTERVAL_MS;
    const report = await run([ghJob(1), { ...ghJob(2), title: 42 }]);
    expect(report).toMatchObject({ outcome: 'failed', error: "Greenhouse's answer is not a job board: jobs[1].title should be a string" });
  });
});
