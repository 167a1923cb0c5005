import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerAt, DAY_MS, NOW, resetJobs, seedJobs, testJob } from '../../test/fixtures';

const IN_TEN_DAYS = NOW.getTime() + 10 * DAY_MS;

async function feature(slug: string, until: number): Promise<void> {
  await env.DB.prepare('UPDATE jobs SET featured_until = ?1 WHERE slug = ?2').bind(until, slug).run();
}

const slugsOf = (jobs: Array<{ Pretty_url: string }>) => jobs.map((job) => job.Pretty_url);

beforeAll(async () => {
  await resetJobs();
  await seedJobs([
    testJob('featured-rust-zk', { title: 'Rust Zero Knowledge Engineer', tags: ['rust', 'zk'], seniority: 'senior', ageMs: 3 * DAY_MS }),
    testJob('featured-solidity-lead', { title: 'Solidity Lead', tags: ['solidity'], seniority: 'lead', ageMs: 2 * DAY_MS }),
    testJob('featured-pin-over', { title: 'Rust Protocol Engineer', tags: ['rust'], ageMs: 2 * DAY_MS }),
    testJob('featured-too-old', { title: 'Rust Auditor', tags: ['rust'], ageMs: 31 * DAY_MS }),
    testJob('standard-rust', { title: 'Rust Backend Engineer', tags: ['rust'], ageMs: DAY_MS }),
    testJob('featured-draft', { title: 'Rust Draft', tags: ['rust'], status: 'draft', ageMs: DAY_MS / 2 }),
  ]);
  await feature('featured-rust-zk', IN_TEN_DAYS);
  await feature('featured-solidity-lead', IN_TEN_DAYS);
  await feature('featured-pin-over', NOW.getTime() - 1);
  await feature('featured-too-old', IN_TEN_DAYS);
  await feature('featured-draft', IN_TEN_DAYS);
});

describe('jobs.featured', () => {
  it('lists the live jobs in their pinned days, newest first, and nothing else', async () => {
    expect(slugsOf(await callerAt().jobs.featured())).toEqual(['featured-solidity-lead', 'featured-rust-zk']);
    expect(slugsOf(await callerAt().jobs.featured({ limit: 1 }))).toEqual(['featured-solidity-lead']);
  });

  it('pins only the Featured jobs the search itself lists: text, long prefixes, filters and the date window', async () => {
    const featured = (input: Parameters<ReturnType<typeof callerAt>['jobs']['featured']>[0]) => callerAt().jobs.featured(input);
    expect(slugsOf(await featured({ q: 'rust' }))).toEqual(['featured-rust-zk']);
    expect(slugsOf(await featured({ q: 'knowl' }))).toEqual(['featured-rust-zk']);
    expect(slugsOf(await featured({ q: 'engineer', tags: ['zk'] }))).toEqual(['featured-rust-zk']);
    expect(slugsOf(await featured({ seniorities: ['lead'] }))).toEqual(['featured-solidity-lead']);
    expect(slugsOf(await featured({ posted: '24h' }))).toEqual([]);
    expect(slugsOf(await featured({ q: 'golang' }))).toEqual([]);

    // Each pinned job is one the search lists too.
    for (const input of [{ q: 'rust' }, { seniorities: ['lead' as const] }, {}]) {
      const listed = slugsOf((await callerAt().jobs.search(input)).items);
      for (const slug of slugsOf(await featured(input))) expect(listed).toContain(slug);
    }
  });

  it('refuses what the search refuses, and a limit above the maximum', async () => {
    await expect(callerAt().jobs.featured({ limit: 11 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(callerAt().jobs.featured({ sort: 'newest' } as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
