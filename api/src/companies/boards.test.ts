import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Identity } from '@chainwork/shared-config';
import { BOARD_CHECK_RATE_LIMIT } from '@chainwork/shared-config/companies';
import { NOW, seedJobs, testJob } from '../../test/fixtures';
import { FakeBoards, addSource, companiesCaller, outsider, rawPosting, resetCompanies, zkEngineer, zkHiring } from '../../test/companies';
import { SourceError } from '../imports/types';

let boards: FakeBoards;
const as = (identity: Identity | null, now = NOW) => companiesCaller(identity, { boards, now });
const board = { slug: 'zk-forge', provider: 'greenhouse', board: 'zkforge' };

beforeEach(async () => {
  await resetCompanies();
  await seedJobs([
    testJob('zk-prover', { company: 'ZK Forge', companyUrl: 'https://zkforge.example' }),
    testJob('other-role', { company: 'Other Co', companyUrl: 'https://other.example' }),
  ]);
  boards = new FakeBoards();
  boards.postings = [
    rawPosting('1', 'Prover Engineer', 'Remote - Europe'),
    rawPosting('2', '', 'Berlin'),
    ...Array.from({ length: 7 }, (_, i) => rawPosting(`n${i}`, `Role ${i}`, 'Vienna, Austria')),
  ];
  await as(zkHiring).companies.claim({ slug: 'zk-forge' });
});

describe('companies.testBoard', () => {
  it('says how many postings would be imported, with a sample, and saves nothing', async () => {
    const result = await as(zkHiring).companies.testBoard(board);
    expect(result.jobs).toBe(8);
    expect(result.sample).toHaveLength(5);
    expect(result.sample[0]).toEqual({ title: 'Prover Engineer', location: 'Remote - Europe' });
    expect(boards.reads).toEqual([{ provider: 'greenhouse', board: 'zkforge' }]);
    const sources = await env.DB.prepare('SELECT count(*) AS n FROM import_sources').first<{ n: number }>();
    expect(sources?.n).toBe(0);
    expect(boards.queued).toEqual([]);
  });

  it("answers the provider's own failure as a clear error", async () => {
    boards.failure = new SourceError("Greenhouse answered 404: there is no board called 'nope'", 'http');
    await expect(as(zkHiring).companies.testBoard({ ...board, board: 'nope' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: "Greenhouse answered 404: there is no board called 'nope'",
    });
  });

  it('refuses boards that are not boards before asking anyone', async () => {
    for (const bad of [
      { provider: 'greenhouse', board: '../admin' },
      { provider: 'myspace', board: 'zkforge' },
      { provider: 'jsonld', board: 'http://zkforge.example/careers' },
      { provider: 'jsonld', board: 'https://127.0.0.1/careers' },
    ]) {
      await expect(as(zkHiring).companies.testBoard({ slug: 'zk-forge', ...bad })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(boards.reads).toEqual([]);
  });

  it('is for the claimant only', async () => {
    await expect(as(null).companies.testBoard(board)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(as(zkEngineer).companies.testBoard(board)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(as(outsider).companies.testBoard({ ...board, slug: 'other-co' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(boards.reads).toEqual([]);
  });

  it('limits how many boards one person checks per hour, tests and connections together', async () => {
    for (let i = 0; i < BOARD_CHECK_RATE_LIMIT.limit; i += 1) await as(zkHiring).companies.testBoard(board);
    await expect(as(zkHiring).companies.testBoard(board)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await expect(as(zkHiring).companies.connectBoard(board)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(boards.reads).toHaveLength(BOARD_CHECK_RATE_LIMIT.limit);
    const later = new Date(NOW.getTime() + BOARD_CHECK_RATE_LIMIT.windowSeconds * 1000 + 1);
    await expect(as(zkHiring, later).companies.testBoard(board)).resolves.toMatchObject({ jobs: 8 });
  });

  it('counts checks sent at once against one limit', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: BOARD_CHECK_RATE_LIMIT.limit + 5 }, () => as(zkHiring).companies.testBoard(board)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(BOARD_CHECK_RATE_LIMIT.limit);
  });
});

describe('companies.connectBoard and companies.boards', () => {
  it("saves the company's source as the employer's and asks for its import", async () => {
    const connected = await as(zkHiring).companies.connectBoard(board);
    expect(connected).toEqual({ sourceId: 'greenhouse:zkforge', jobs: 8 });
    expect(boards.queued).toEqual(['greenhouse:zkforge']);
    const row = await env.DB.prepare(
      "SELECT company_slug, origin, added_by, status, next_attempt_at FROM import_sources WHERE id = 'greenhouse:zkforge'",
    ).first();
    expect(row).toEqual({ company_slug: 'zk-forge', origin: 'employer', added_by: zkHiring.userId, status: 'active', next_attempt_at: 0 });
    const sources = await as(zkHiring).companies.boards({ slug: 'zk-forge' });
    expect(sources).toHaveLength(1);
    expect(sources[0]).toMatchObject({
      id: 'greenhouse:zkforge',
      provider: 'greenhouse',
      board: 'zkforge',
      origin: 'employer',
      status: 'active',
      openJobs: 0,
    });
  });

  it("makes the company's own removed source active again, keeping where it came from", async () => {
    await addSource('greenhouse:zkforge', 'zk-forge', { status: 'removed' });
    await as(zkHiring).companies.connectBoard(board);
    const row = await env.DB.prepare("SELECT origin, status FROM import_sources WHERE id = 'greenhouse:zkforge'").first();
    expect(row).toEqual({ origin: 'file', status: 'active' });
  });

  it('refuses a board another company has, and saves nothing when the board cannot be read', async () => {
    await addSource('greenhouse:zkforge', 'other-co');
    await expect(as(zkHiring).companies.connectBoard(board)).rejects.toMatchObject({ code: 'CONFLICT' });
    boards.failure = new SourceError('Lever answered 500: its server failed, it will be asked again later', 'http');
    await expect(as(zkHiring).companies.connectBoard({ ...board, provider: 'lever' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const row = await env.DB.prepare("SELECT company_slug FROM import_sources WHERE id = 'greenhouse:zkforge'").first();
    expect(row).toEqual({ company_slug: 'other-co' });
    expect(await env.DB.prepare("SELECT id FROM import_sources WHERE id = 'lever:zkforge'").first()).toBeNull();
    expect(boards.queued).toEqual([]);
  });

  it('is for the claimant only', async () => {
    await expect(as(null).companies.connectBoard(board)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(as(zkEngineer).companies.connectBoard(board)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(as(null).companies.boards({ slug: 'zk-forge' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(as(zkEngineer).companies.boards({ slug: 'zk-forge' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM import_sources').first()).toEqual({ n: 0 });
  });
});
