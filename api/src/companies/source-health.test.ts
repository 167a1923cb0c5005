import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOW, seedJobs, testJob } from '../../test/fixtures';
import { addSource, companiesCaller, importFrom, moderatorIdentity, resetCompanies, zkHiring } from '../../test/companies';

const moderator = () => companiesCaller(moderatorIdentity);
const status = async (slug: string) =>
  env.DB.prepare('SELECT status, closed_at, source_id, apply_url FROM jobs WHERE slug = ?1').bind(slug).first<{
    status: string;
    closed_at: number | null;
    source_id: string | null;
    apply_url: string;
  }>();

beforeEach(async () => {
  await resetCompanies();
  await seedJobs([
    testJob('only-here', { company: 'ZK Forge', companyUrl: 'https://zkforge.example' }),
    testJob('on-two-boards', { company: 'ZK Forge', companyUrl: 'https://zkforge.example' }),
    testJob('posted-too', { company: 'ZK Forge', companyUrl: 'https://zkforge.example' }),
    testJob('other-source', { company: 'ZK Forge', companyUrl: 'https://zkforge.example' }),
  ]);
  await addSource('greenhouse:zkforge', 'zk-forge');
  await addSource('lever:zkforge', 'zk-forge', { failures: 3 });
  await addSource('ashby:zkforge', 'zk-forge', { status: 'paused' });
  await importFrom('only-here', ['greenhouse:zkforge']);
  await importFrom('on-two-boards', ['greenhouse:zkforge', 'lever:zkforge']);
  await importFrom('other-source', ['lever:zkforge']);
  // A posting that points at a job posted on Chainwork: an import never closes it.
  await env.DB.prepare(
    "INSERT INTO imported_postings (source_id, external_id, job_id, fingerprint, content_hash, apply_url) SELECT 'greenhouse:zkforge', 'p', id, 'fp', 'h', 'https://a.example' FROM jobs WHERE slug = 'posted-too'",
  ).run();
});

describe('imports.sources', () => {
  it('lists every source with its health, failing ones first', async () => {
    const sources = await moderator().imports.sources();
    expect(sources.map((s) => [s.id, s.status, s.consecutiveFailures, s.openJobs])).toEqual([
      ['lever:zkforge', 'active', 3, 2],
      ['greenhouse:zkforge', 'active', 0, 3],
      ['ashby:zkforge', 'paused', 0, 0],
    ]);
    expect(sources[0]).toMatchObject({
      provider: 'lever',
      board: 'zkforge',
      companySlug: 'zk-forge',
      companyName: 'ZK Forge',
      origin: 'file',
      lastError: 'Greenhouse answered 500: its server failed',
      lastRunAt: null,
      nextAttemptAt: null,
      jobsSeen: 0,
    });
  });

  it('is for moderators only', async () => {
    await expect(companiesCaller(null).imports.sources()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(companiesCaller(zkHiring).imports.sources()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(companiesCaller(zkHiring).imports.setSourceStatus({ id: 'greenhouse:zkforge', status: 'removed' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await status('only-here'))?.status).toBe('published');
  });
});

describe('imports.setSourceStatus', () => {
  it('pauses, and resuming makes the source due at once', async () => {
    await env.DB.prepare("UPDATE import_sources SET next_attempt_at = 999999 WHERE id = 'lever:zkforge'").run();
    await moderator().imports.setSourceStatus({ id: 'lever:zkforge', status: 'paused' });
    let row = await env.DB.prepare("SELECT status, next_attempt_at FROM import_sources WHERE id = 'lever:zkforge'").first();
    expect(row).toEqual({ status: 'paused', next_attempt_at: 999999 });
    await moderator().imports.setSourceStatus({ id: 'lever:zkforge', status: 'active' });
    row = await env.DB.prepare("SELECT status, next_attempt_at FROM import_sources WHERE id = 'lever:zkforge'").first();
    expect(row).toEqual({ status: 'active', next_attempt_at: 0 });
    expect((await status('other-source'))?.status).toBe('published');
  });

  it('removing closes the imported jobs only that source lists, at once', async () => {
    await moderator().imports.setSourceStatus({ id: 'greenhouse:zkforge', status: 'removed' });
    expect(await status('only-here')).toMatchObject({ status: 'removed', closed_at: NOW.getTime() });
    // Another source still lists it: it stays, shown from that source.
    expect(await status('on-two-boards')).toMatchObject({
      status: 'published',
      closed_at: null,
      source_id: 'lever:zkforge',
      apply_url: 'https://apply.example/lever:zkforge/on-two-boards',
    });
    expect(await status('posted-too')).toMatchObject({ status: 'published', closed_at: null });
    expect(await status('other-source')).toMatchObject({ status: 'published' });
    const source = await env.DB.prepare("SELECT status FROM import_sources WHERE id = 'greenhouse:zkforge'").first();
    expect(source).toEqual({ status: 'removed' });
    const open = await env.DB.prepare(
      "SELECT count(*) AS n FROM imported_postings WHERE source_id = 'greenhouse:zkforge' AND closed_at IS NULL",
    ).first();
    expect(open).toEqual({ n: 0 });
    expect((await companiesCaller(null).companies.bySlug({ slug: 'zk-forge' }))?.recentlyClosed).toBe(1);
  });

  it('answers NOT_FOUND for an unknown source and refuses unknown statuses', async () => {
    await expect(moderator().imports.setSourceStatus({ id: 'greenhouse:nope', status: 'paused' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(moderator().imports.setSourceStatus({ id: 'greenhouse:nope', status: 'removed' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(moderator().imports.setSourceStatus({ id: 'greenhouse:zkforge', status: 'deleted' as never })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
