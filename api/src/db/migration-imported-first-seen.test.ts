import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetJobs } from '../../test/fixtures';

/** Migration 0023 over jobs written before it (running it again is what an existing state gets). */
const repair = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0023'))!.queries;
const POSTED = new Date('2026-06-01T12:00:00.000Z').getTime();
const DAY_MS = 24 * 60 * 60 * 1000;

async function job(slug: string, origin: 'imported' | 'posted', firstSeenAt: number | null) {
  await env.DB.prepare(
    `INSERT INTO jobs (slug, title, company, company_slug, posted_at, location, standardized_location, apply_url, status, origin, fingerprint, first_seen_at)
     VALUES (?1, 'Rust Engineer', 'ZK Forge', 'zk-forge', ?2, 'Remote', 'remote', 'https://x.example', 'published', ?3, ?1, ?4)`,
  )
    .bind(slug, POSTED, origin, firstSeenAt)
    .run();
}

describe('migration 0023: imported jobs first seen at their Date', () => {
  beforeEach(resetJobs);

  it('repairs the new jobs a neighbouring import left a few milliseconds apart, and keeps real reposts and posted jobs', async () => {
    await job('bumped', 'imported', POSTED - 84);
    await job('bumped-seconds', 'imported', POSTED - 4_000);
    await job('reposted', 'imported', POSTED - 10 * DAY_MS);
    await job('reposted-same-hour', 'imported', POSTED - 2 * 60 * 60 * 1000);
    await job('new', 'imported', POSTED);
    await job('posted', 'posted', null);
    for (const sql of repair) await env.DB.prepare(sql).run();
    const { results } = await env.DB.prepare('SELECT slug, first_seen_at FROM jobs ORDER BY id').all();
    expect(results).toEqual([
      { slug: 'bumped', first_seen_at: POSTED },
      { slug: 'bumped-seconds', first_seen_at: POSTED },
      { slug: 'reposted', first_seen_at: POSTED - 10 * DAY_MS },
      { slug: 'reposted-same-hour', first_seen_at: POSTED - 2 * 60 * 60 * 1000 },
      { slug: 'new', first_seen_at: POSTED },
      { slug: 'posted', first_seen_at: null },
    ]);
  });
});
