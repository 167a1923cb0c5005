import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { makeJob } from '../../test/fixtures';
import { hangingApi, realApi, realApiClient, switchableApi, throwingApi, type RecordingApi } from '../../test/api';
import { testEnv } from '../../test/test-env';
import { childText, findAll, parseXml } from '../../test/xml';

const SITE_URL = 'http://127.0.0.1:8787';
const fresh = makeJob({ slug: 'fresh-role', title: 'Fresh Role', ageDays: 1 });
const older = makeJob({ slug: 'older-role', title: 'Older Role', ageDays: 5 });
const expired = makeJob({ slug: 'expired-role', title: 'Expired Role', ageDays: 40 });

const get = (api: RecordingApi, path: string, init: RequestInit = {}) =>
  createApp({ feedTimeoutMs: 100 }).request(path, init, testEnv(api));

describe('/sitemap.xml', () => {
  it('lists live job pages with lastmod and the static pages, as valid XML', async () => {
    const response = await get(await realApi([fresh, expired, older]), '/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const urls = findAll(parseXml(await response.text()), 'url').map((u) => [childText(u, 'loc'), childText(u, 'lastmod')]);
    // lastmod is each job's last change (updated_at), as the api serves it; the home page's is the newest.
    const entries = await realApiClient().feeds.sitemap.query();
    const lastmod = (slug: string) => entries.find((entry) => entry.slug === slug)!.lastmod.toISOString();
    expect(urls).toContainEqual([`${SITE_URL}/jobs/fresh-role`, lastmod('fresh-role')]);
    expect(urls).toContainEqual([`${SITE_URL}/jobs/older-role`, lastmod('older-role')]);
    expect(urls.map(([loc]) => loc)).not.toContain(`${SITE_URL}/jobs/expired-role`);
    const newest = new Date(Math.max(...entries.map((entry) => entry.lastmod.getTime()))).toISOString();
    expect(urls).toContainEqual([SITE_URL, newest]);
  });

  it('answers 503 rather than a broken sitemap when the answer breaks the contract (an api of another version)', async () => {
    const api: RecordingApi = {
      received: [],
      fetch: async () =>
        Response.json({
          result: {
            data: {
              json: [
                { slug: 'good-role', lastmod: '2026-11-01T00:00:00.000Z' },
                { slug: '../evil', lastmod: 1 },
              ],
            },
          },
        }),
    };
    const response = await get(api, '/sitemap.xml');
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).not.toContain('evil');
  });
});

describe('/robots.txt', () => {
  it('names the sitemap by its configured URL', async () => {
    const response = await get(await realApi(), '/robots.txt');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});

describe('feeds when the api cannot answer', () => {
  it.each([
    ['down', throwingApi()],
    ['hanging', hangingApi()],
  ])('answer a short 503 with Retry-After, never cached, when the api is %s', async (_label, api) => {
    for (const path of ['/rss.xml', '/feed.json', '/sitemap.xml']) {
      const response = await get(api, path);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it("answer a short 503 when the api's answer breaks the contract", async () => {
    const api = { received: [], fetch: async () => Response.json({ result: { data: { json: { nope: 1 } } } }) } as RecordingApi;
    const response = await get(api, '/sitemap.xml');
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('keep serving robots.txt', async () => {
    expect((await get(throwingApi(), '/robots.txt')).status).toBe(200);
  });

  it('recover with the api', async () => {
    const api = switchableApi(await realApi([fresh]), 'down');
    const app = createApp();
    expect((await app.request('/rss.xml', {}, testEnv(api))).status).toBe(503);
    api.mode = 'up';
    expect((await app.request('/rss.xml', {}, testEnv(api))).status).toBe(200);
  });
});

describe('feed paths', () => {
  it('answer HEAD and refuse other methods', async () => {
    expect((await get(await realApi([fresh]), '/rss.xml', { method: 'HEAD' })).status).toBe(200);
    expect((await get(await realApi(), '/sitemap.xml', { method: 'POST' })).status).toBe(405);
  });
});
