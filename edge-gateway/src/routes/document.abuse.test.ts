// Documents and feeds under abuse: inputs the api would refuse never reach it, a full
// isolate serves generic metadata at once, and every answer says how it may be cached.
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_SLUG_MAX_LENGTH } from '@chainwork/shared-config';
import { createApp } from '../app';
import { LOGGED_INPUT_MAX_CHARS, quoted } from '../log/log';
import { makeJob, publishFixtures } from '../../test/fixtures';
import { inspectHtml } from '../../test/inspect-html';
import { realApi } from '../../test/api';
import { gatedApi } from '../../test/gated-api';
import { testEnv } from '../../test/test-env';

const job = makeJob();

beforeEach(async () => {
  await publishFixtures(env);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('job paths the api would refuse', () => {
  it('answers a slug longer than the api accepts with 404, without calling the api or logging it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = await realApi([job]);
    const app = createApp();
    for (const length of [JOB_SLUG_MAX_LENGTH + 1, 64 * 1024]) {
      const response = await app.request(`/jobs/${'a'.repeat(length)}`, {}, testEnv(api));
      expect(response.status).toBe(404);
      expect((await inspectHtml(await response.text())).title).toBe('Page not found | Chainwork');
    }
    expect(api.received).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
    // The longest slug the api accepts is still asked about.
    expect((await app.request(`/jobs/${'a'.repeat(JOB_SLUG_MAX_LENGTH)}`, {}, testEnv(api))).status).toBe(404);
    expect(api.received).toHaveLength(1);
  });

  it('quotes client input in log lines only clipped, escaped and with its length', () => {
    const line = quoted(`${'x'.repeat(10_000)}\n[gateway] forged`);
    expect(line.length).toBeLessThan(LOGGED_INPUT_MAX_CHARS + 40);
    expect(line).toContain('(10017 characters)');
    expect(line).not.toContain('\n');
    expect(quoted('a\nb')).toBe('"a\\nb"');
  });
});

describe('a full isolate', () => {
  it('serves a job page with generic metadata at once instead of queueing behind the api', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = await gatedApi([job]);
    const app = createApp({ maxApiInFlight: 1, apiTimeoutMs: 60_000 });
    const held = app.request('/api/trpc/jobs.bySlug?input=%7B%7D', {}, testEnv(api));
    await api.reached(1);
    const response = await app.request(`/jobs/${job.slug}`, {}, testEnv(api));
    expect(response.status).toBe(200);
    expect((await inspectHtml(await response.text())).title).toBe('Job | Chainwork');
    const feed = await app.request('/rss.xml', {}, testEnv(api));
    expect(feed.status).toBe(503);
    expect(feed.headers.get('retry-after')).toBe('60');
    api.open();
    await held;
  });
});

describe('Vary: Accept-Encoding and the request id', () => {
  it.each(['/', `/jobs/${job.slug}`, '/rss.xml', '/sitemap.xml', '/robots.txt', '/healthz'])('are on %s', async (path) => {
    const response = await createApp().request(path, {}, testEnv(await realApi([job])));
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('put the request id in the text of an error', async () => {
    const response = await createApp().request('/about', { method: 'DELETE' }, testEnv(await realApi([job])));
    expect(response.status).toBe(405);
    expect(await response.text()).toBe(`Method not allowed (request ${response.headers.get('x-request-id')})`);
  });
});
