import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetJobs, seedJobs, testJob } from '../../test/fixtures';
import { counterRoutes } from './counter-routes';

const app = counterRoutes();
const post = (path: string) => app.request(path, { method: 'POST' }, env);

beforeEach(async () => {
  await resetJobs();
  await env.DB.prepare('DELETE FROM job_counters').run();
  await seedJobs([testJob('counted-job'), testJob('closed-job', { status: 'removed' })]);
});

describe('job counters', () => {
  it('counts views and apply clicks of a published job, and answers the apply target', async () => {
    expect((await post('/counters/jobs/counted-job/view')).status).toBe(204);
    expect((await post('/counters/jobs/counted-job/view')).status).toBe(204);
    const apply = await post('/counters/jobs/counted-job/apply');
    expect(await apply.json()).toEqual({ applyUrl: 'https://quillfeather-finance.example/careers/counted-job' });
    const row = await env.DB.prepare('SELECT views, apply_clicks FROM job_counters WHERE slug = ?1').bind('counted-job').first();
    expect(row).toEqual({ views: 2, apply_clicks: 1 });
  });

  it('counts nothing for an unknown or closed job, or a malformed slug', async () => {
    expect((await post('/counters/jobs/no-such-job/view')).status).toBe(404);
    expect((await post('/counters/jobs/closed-job/apply')).status).toBe(404);
    expect((await post('/counters/jobs/Bad_Slug/view')).status).toBe(404);
    expect((await post('/counters/jobs/counted-job/other')).status).toBe(404);
    const { results } = await env.DB.prepare('SELECT * FROM job_counters').all();
    expect(results).toEqual([]);
  });
});

describe('the apply link', () => {
  const apply = (slug: string) => app.request(`/jobs/${slug}/apply`, {}, env);

  it('counts the click and redirects to the apply link, never cached or indexed', async () => {
    const response = await apply('counted-job');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://quillfeather-finance.example/careers/counted-job');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const row = await env.DB.prepare('SELECT apply_clicks FROM job_counters WHERE slug = ?1').bind('counted-job').first();
    expect(row).toEqual({ apply_clicks: 1 });
  });

  it("sends an unknown or closed job's click back to its page, uncounted; a malformed slug is a 404", async () => {
    expect((await apply('no-such-job')).headers.get('location')).toBe('/jobs/no-such-job');
    expect((await apply('closed-job')).headers.get('location')).toBe('/jobs/closed-job');
    expect((await apply('Bad_Slug')).status).toBe(404);
    const { results } = await env.DB.prepare('SELECT * FROM job_counters').all();
    expect(results).toEqual([]);
  });

  it('redirects only to a web or mail link, whatever is stored', async () => {
    await env.DB.prepare("UPDATE jobs SET apply_url = 'javascript:alert(1)' WHERE slug = ?1").bind('counted-job').run();
    expect((await apply('counted-job')).headers.get('location')).toBe('/jobs/counted-job');
  });
});
