import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { isLive, type StoredJob } from '../../test/brute-force';
import { callerAt, NOW, resetJobs, seedStoredJobs } from '../../test/fixtures';
import { generateJobs } from '../seed/generate';

let jobs: StoredJob[];

beforeAll(async () => {
  await resetJobs();
  jobs = await seedStoredJobs(generateJobs({ count: 400, seed: 9, now: NOW }));
});

const liveNewestFirst = () => jobs.filter((job) => isLive(job, NOW)).sort((a, b) => b.id - a.id);

describe('feeds.sitemap', () => {
  it('lists every live published job with its updated_at as lastmod', async () => {
    const entries = await callerAt(NOW).feeds.sitemap();
    const { results } = await env.DB.prepare('SELECT slug, updated_at FROM jobs').all<{ slug: string; updated_at: number }>();
    const updated = new Map(results.map((row) => [row.slug, row.updated_at]));
    expect(entries).toEqual(liveNewestFirst().map((job) => ({ slug: job.slug, lastmod: new Date(updated.get(job.slug)!) })));
  });

  it('moves lastmod when a job is edited', async () => {
    const job = liveNewestFirst()[3]!;
    await env.DB.prepare('UPDATE jobs SET updated_at = 1000 WHERE id = ?1').bind(job.id).run();
    expect((await callerAt(NOW).feeds.sitemap()).find((e) => e.slug === job.slug)?.lastmod).toEqual(new Date(1000));
    await env.DB.prepare(`UPDATE jobs SET title = 'Edited Title' WHERE id = ?1`).bind(job.id).run();
    const lastmod = (await callerAt(NOW).feeds.sitemap()).find((e) => e.slug === job.slug)!.lastmod;
    expect(lastmod.getTime()).toBeGreaterThan(1000);
  });
});
