import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_VALIDITY_MS } from '@chainwork/shared-config';
import { DAY_MS, NOW, seedJobs, testJob } from '../../test/fixtures';
import { addSource, companiesCaller, resetCompanies } from '../../test/companies';
import { LIST_SQL, OPEN_JOBS_SQL } from './companies-repo';

const anon = () => companiesCaller(null);

/*
 * Alpha Chain: 3 live jobs; Beta Labs: 1 live, 1 expired; gamma dao: 1 live; Delta: only an
 * expired job and a removed one; Epsilon 100% & Co_: 2 live. Zeta (a sources-file company) has
 * an active source and no job; Eta a paused source only.
 */
async function seedDirectory(): Promise<void> {
  await resetCompanies();
  const company = (name: string, url: string) => ({ company: name, companyUrl: url });
  await seedJobs([
    testJob('beta-old', { ...company('Beta Labs', 'https://beta.example'), ageMs: JOB_VALIDITY_MS + DAY_MS }),
    testJob('delta-old', { ...company('Delta', 'https://delta.example'), ageMs: JOB_VALIDITY_MS + 2 * DAY_MS }),
    testJob('delta-closed', { ...company('Delta', 'https://delta.example'), ageMs: 5 * DAY_MS, status: 'removed' }),
    testJob('alpha-1', { ...company('Alpha Chain', 'https://www.alphachain.example'), ageMs: 4 * DAY_MS }),
    testJob('alpha-2', { ...company('Alpha Chain', 'https://www.alphachain.example'), ageMs: 3 * DAY_MS }),
    testJob('alpha-3', { ...company('Alpha Chain', 'https://www.alphachain.example'), ageMs: 2 * DAY_MS }),
    testJob('beta-new', { ...company('Beta Labs', 'https://beta.example'), ageMs: 2 * DAY_MS }),
    testJob('gamma-1', { ...company('gamma dao', 'https://gamma.example'), ageMs: DAY_MS }),
    testJob('eps-1', { ...company('Epsilon 100% & Co_', 'https://eps.example'), ageMs: DAY_MS }),
    testJob('eps-2', { ...company('Epsilon 100% & Co_', 'https://eps.example'), ageMs: DAY_MS / 2 }),
  ]);
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO companies (slug, name, website, domain, ecosystems_json, created_at, updated_at) VALUES ('zeta', 'Zeta', 'https://zeta.example', 'zeta.example', '[\"solana\"]', 0, 0)",
    ),
    env.DB.prepare("INSERT INTO companies (slug, name, created_at, updated_at) VALUES ('eta', 'Eta', 0, 0)"),
    env.DB.prepare(`UPDATE companies SET ecosystems_json = '["ethereum","starknet"]' WHERE slug IN ('alpha-chain', 'gamma-dao')`),
    env.DB.prepare(`UPDATE companies SET ecosystems_json = 'not json' WHERE slug = 'delta'`),
  ]);
  await addSource('greenhouse:zeta', 'zeta');
  await addSource('lever:eta', 'eta', { status: 'paused' });
}

describe('companies.list', () => {
  beforeAll(seedDirectory);

  it('lists companies with a job ever or an active source, most open jobs first, then by name', async () => {
    const list = await anon().companies.list({});
    expect(list.items.map((c) => [c.slug, c.openJobs])).toEqual([
      ['alpha-chain', 3],
      ['epsilon-100-and-co', 2],
      ['beta-labs', 1],
      ['gamma-dao', 1],
      ['delta', 0],
      ['zeta', 0],
    ]);
    expect(list.total).toBe(6);
    expect(list.nextCursor).toBeNull();
    expect(list.items[0]).toEqual({
      slug: 'alpha-chain',
      name: 'Alpha Chain',
      logo: null,
      ecosystems: ['ethereum', 'starknet'],
      openJobs: 3,
      verified: false,
    });
  });

  it('searches names case-insensitively, anywhere in the name, with % and _ taken literally', async () => {
    expect((await anon().companies.list({ q: 'CHAIN' })).items.map((c) => c.slug)).toEqual(['alpha-chain']);
    expect((await anon().companies.list({ q: 'dao' })).items.map((c) => c.slug)).toEqual(['gamma-dao']);
    expect((await anon().companies.list({ q: '100%' })).items.map((c) => c.slug)).toEqual(['epsilon-100-and-co']);
    expect((await anon().companies.list({ q: '%' })).items.map((c) => c.slug)).toEqual(['epsilon-100-and-co']);
    expect((await anon().companies.list({ q: 'o_' })).items.map((c) => c.slug)).toEqual(['epsilon-100-and-co']);
    const long = await anon().companies.list({ q: 'x'.repeat(80) });
    expect(long).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('filters by ecosystem (a malformed ecosystems value matches none)', async () => {
    const list = await anon().companies.list({ ecosystem: 'starknet' });
    expect(list.items.map((c) => c.slug)).toEqual(['alpha-chain', 'gamma-dao']);
    expect(list.total).toBe(2);
    expect((await anon().companies.list({ ecosystem: 'solana' })).items.map((c) => c.slug)).toEqual(['zeta']);
  });

  it('hiring now keeps companies with an open live job only', async () => {
    const list = await anon().companies.list({ hiring: true });
    expect(list.items.map((c) => c.slug)).toEqual(['alpha-chain', 'epsilon-100-and-co', 'beta-labs', 'gamma-dao']);
    expect(list.total).toBe(4);
    expect((await anon().companies.list({ hiring: true, ecosystem: 'starknet', q: 'gam' })).items.map((c) => c.slug)).toEqual([
      'gamma-dao',
    ]);
  });

  it('pages with a cursor: every company once, in order, with the same total on every page', async () => {
    const whole = (await anon().companies.list({ limit: 48 })).items.map((c) => c.slug);
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 10; page += 1) {
      const result = await anon().companies.list({ limit: 2, ...(cursor ? { cursor } : {}) });
      expect(result.total).toBe(6);
      seen.push(...result.items.map((c) => c.slug));
      cursor = result.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(whole);
  });

  it('keeps its place when a company is added before the cursor', async () => {
    const first = await anon().companies.list({ limit: 3 });
    await seedJobs([testJob('aaa-1', { company: 'AAA First', companyUrl: 'https://aaa.example', ageMs: 0 })]);
    const second = await anon().companies.list({ limit: 3, cursor: first.nextCursor });
    expect(second.items.map((c) => c.slug)).toEqual(['gamma-dao', 'delta', 'zeta']);
    expect(second.total).toBe(7);
  });

  it('refuses a cursor it did not make, and limits out of range', async () => {
    await expect(anon().companies.list({ cursor: 'bm90IGEgY3Vyc29y' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(anon().companies.list({ cursor: "'; DROP TABLE companies; --" })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(anon().companies.list({ limit: 49 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(anon().companies.list({ q: 'x'.repeat(81) })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(anon().companies.list({ ecosystem: 'dogecoin' as never })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('companies.bySlug', () => {
  beforeAll(seedDirectory);

  it('answers the profile with live jobs newest first, their total, sameAs and recently closed roles', async () => {
    await env.DB.batch([
      env.DB.prepare(
        `UPDATE companies SET about = 'We build provers.', socials_json = '{"x":"https://x.com/alpha","github":"http://github.com/alpha","myspace":"https://myspace.com/a"}' WHERE slug = 'alpha-chain'`,
      ),
    ]);
    const profile = await anon().companies.bySlug({ slug: 'alpha-chain' });
    expect(profile).toMatchObject({
      slug: 'alpha-chain',
      name: 'Alpha Chain',
      website: 'https://www.alphachain.example',
      about: 'We build provers.',
      socials: { x: 'https://x.com/alpha' },
      ecosystems: ['ethereum', 'starknet'],
      verified: false,
      openJobsTotal: 3,
      recentlyClosed: 0,
      sameAs: ['https://www.alphachain.example', 'https://x.com/alpha'],
    });
    expect(profile?.openJobs.map((job) => job.Pretty_url)).toEqual(['alpha-3', 'alpha-2', 'alpha-1']);
    expect(profile?.openJobs[0]).toMatchObject({ Company: 'Alpha Chain', companySlug: 'alpha-chain', Title: 'Senior Solidity Engineer' });
  });

  it('counts roles removed in the last 90 days, by closed_at or else the last change', async () => {
    const ninetyOneDays = NOW.getTime() - 91 * DAY_MS;
    await env.DB.batch([
      env.DB.prepare("UPDATE jobs SET closed_at = ?1 WHERE slug = 'delta-closed'").bind(NOW.getTime() - 10 * DAY_MS),
      env.DB.prepare("UPDATE jobs SET status = 'removed', closed_at = ?1 WHERE slug = 'delta-old'").bind(ninetyOneDays),
    ]);
    const delta = await anon().companies.bySlug({ slug: 'delta' });
    expect(delta).toMatchObject({ openJobs: [], openJobsTotal: 0, recentlyClosed: 1, ecosystems: [] });
  });

  it('is null for an unknown company and for one the directory does not list', async () => {
    expect(await anon().companies.bySlug({ slug: 'no-such-company' })).toBeNull();
    expect(await anon().companies.bySlug({ slug: 'eta' })).toBeNull();
    await expect(anon().companies.bySlug({ slug: '../etc' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('query plans at scale', () => {
  const plan = async (sql: string, ...params: unknown[]) =>
    (
      await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>()
    ).results
      .map((row) => row.detail)
      .join('\n');

  it("reads one company's live jobs through jobs_by_company, never a scan of the board", async () => {
    const details = await plan(OPEN_JOBS_SQL, 'alpha-chain', 0, 100);
    expect(details).toContain('jobs_by_company');
    expect(details).not.toMatch(/SCAN jobs\b/);
  });

  it('counts open jobs per company over the live rowid range only', async () => {
    const details = await plan(LIST_SQL, 0, null, null, 0, null, null, null, 24);
    expect(details).toMatch(/SEARCH jobs USING INTEGER PRIMARY KEY \(rowid>\?\)/);
    expect(details).toContain('jobs_by_posted_at');
    expect(details).not.toMatch(/SCAN jobs\b/);
  });
});
