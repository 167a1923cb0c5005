/**
 * `/dev/outbox` through the gateway: only on a local site asked on a loopback host, never
 * for another site's page. session-edge.test.ts shows it with the real api.
 */
import { describe, expect, it } from 'vitest';
import { LOCAL_ROUTE_MESSAGES } from '@chainwork/shared-config/local-site';
import { createApp } from '../app';
import type { ApiService } from '../env';
import { testEnv } from '../../test/test-env';

function outboxApi(): ApiService & { seen: Request[] } {
  const seen: Request[] = [];
  return {
    seen,
    fetch: async (request: Request) => {
      seen.push(request);
      return new Response('<h1>Outbox</h1>', { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
    },
  };
}

const OUTBOX = 'http://127.0.0.1:8787/dev/outbox';

describe('/dev/outbox guard', () => {
  it('opens when typed, bookmarked or followed from the site itself', async () => {
    const api = outboxApi();
    const visits: Array<Record<string, string>> = [{}, { 'sec-fetch-site': 'none' }, { 'sec-fetch-site': 'same-origin' }];
    for (const headers of visits) {
      expect((await createApp().request(OUTBOX, { headers }, testEnv(api))).status).toBe(200);
    }
    // The e2e suite serves the site on another loopback port than SITE_URL's: a typed address there works too.
    expect(
      (await createApp().request('http://127.0.0.1:8788/dev/outbox', { headers: { 'sec-fetch-site': 'none' } }, testEnv(api))).status,
    ).toBe(200);
    expect(api.seen).toHaveLength(4);
    expect(api.seen[1]!.headers.get('sec-fetch-site')).toBe('none');
    expect(api.seen[1]!.headers.get('x-request-id')).toMatch(/\S/);
    expect(new URL(api.seen[1]!.url).pathname).toBe('/dev/outbox');
  });

  it("refuses another site's page (a frame, a link, a fetch), before the api is asked", async () => {
    const api = outboxApi();
    const otherSites: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of otherSites) {
      const response = await createApp().request(OUTBOX, { headers }, testEnv(api));
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: LOCAL_ROUTE_MESSAGES.crossSite });
    }
    expect(api.seen).toEqual([]);
  });

  it('is a 404 for a host that is not loopback (a DNS-rebound name), and on a site that is not local', async () => {
    const api = outboxApi();
    expect((await createApp().request('http://rebound.evil.example:8787/dev/outbox', {}, testEnv(api))).status).toBe(404);
    expect((await createApp().request(OUTBOX, {}, testEnv(api, { SITE_URL: 'https://chainwork.example' }))).status).toBe(404);
    expect(api.seen).toEqual([]);
  });
});
