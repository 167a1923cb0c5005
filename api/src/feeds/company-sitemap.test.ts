import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_VALIDITY_MS } from '@chainwork/shared-config';
import { DAY_MS, NOW, callerAt, seedJobs, testJob } from '../../test/fixtures';
import { resetCompanies } from '../../test/companies';

describe('feeds.companySitemap', () => {
  beforeAll(async () => {
    await resetCompanies();
    await seedJobs([
      testJob('expired-only', { company: 'Gone Co', ageMs: JOB_VALIDITY_MS + DAY_MS }),
      testJob('removed-only', { company: 'Closed Co', ageMs: 3 * DAY_MS, status: 'removed' }),
      testJob('live-a', { company: 'Live Co', ageMs: 2 * DAY_MS }),
      testJob('live-b', { company: 'Live Co', ageMs: DAY_MS }),
      testJob('live-c', { company: 'Another Live', ageMs: DAY_MS }),
    ]);
  });

  it('lists every company with a live job, once, and no other', async () => {
    const entries = await callerAt(NOW).feeds.companySitemap();
    expect(entries.map((entry) => entry.slug)).toEqual(['another-live', 'live-co']);
  });

  it("dates a company page by its newest change: a job's or the profile's", async () => {
    await env.DB.batch([
      env.DB.prepare("UPDATE jobs SET updated_at = 5000 WHERE company_slug = 'live-co'"),
      env.DB.prepare("UPDATE companies SET updated_at = 9000 WHERE slug = 'live-co'"),
      env.DB.prepare("UPDATE companies SET updated_at = 1 WHERE slug = 'another-live'"),
      env.DB.prepare("UPDATE jobs SET updated_at = 7000 WHERE company_slug = 'another-live'"),
    ]);
    const entries = await callerAt(NOW).feeds.companySitemap();
    expect(entries).toEqual([
      { slug: 'another-live', lastmod: new Date(7000) },
      { slug: 'live-co', lastmod: new Date(9000) },
    ]);
  });
});
