import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { ApiService } from '../env';
import { hangingApi } from '../../test/api';
import { testEnv } from '../../test/test-env';

interface Seen {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** An api that records each request and answers 200. */
function recordingApi(): ApiService & { seen: Seen[] } {
  const seen: Seen[] = [];
  return {
    seen,
    fetch: async (request: Request) => {
      seen.push({ method: request.method, url: request.url, headers: Object.fromEntries(request.headers), body: await request.text() });
      return new Response('Unsubscribed', { status: 200, headers: { 'content-type': 'text/plain' } });
    },
  };
}

const TOKEN = 'a'.repeat(43);

describe('one-click unsubscribe through the gateway', () => {
  it('forwards a cookie-less, Origin-less POST with only its token, and answers 200', async () => {
    const api = recordingApi();
    const response = await createApp().request(
      `/alerts/unsubscribe?token=${TOKEN}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'session=secret', 'x-chainwork-user-id': 'forged' },
        body: 'List-Unsubscribe=One-Click',
      },
      testEnv(api),
    );
    expect(response.status).toBe(200);
    expect(api.seen).toHaveLength(1);
    expect(api.seen[0]!.method).toBe('POST');
    expect(new URL(api.seen[0]!.url).pathname + new URL(api.seen[0]!.url).search).toBe(`/alerts/one-click-unsubscribe?token=${TOKEN}`);
    // Nothing of the visitor's request reaches the api: no cookie, no identity claim.
    expect(api.seen[0]!.headers).not.toHaveProperty('cookie');
    expect(api.seen[0]!.headers).not.toHaveProperty('x-chainwork-user-id');
    // The api logs under the gateway's request id, the one the visitor is answered with.
    expect(api.seen[0]!.headers['x-request-id']).toBe(response.headers.get('x-request-id'));
  });

  it('leaves GET to the shell page', async () => {
    const api = recordingApi();
    await createApp().request(`/alerts/unsubscribe?token=${TOKEN}`, {}, testEnv(api));
    expect(api.seen.filter((r) => r.url.includes('one-click'))).toEqual([]);
  });
});

describe('the mail webhook', () => {
  it('passes the raw body and the signature headers, nothing else', async () => {
    const api = recordingApi();
    const body = '{"type":"email.bounced","data":{"to":["a@example.com"]}}';
    await createApp().request(
      '/webhooks/mail',
      {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          'svix-id': 'msg_1',
          'svix-timestamp': '1',
          'svix-signature': 'v1,abc',
          cookie: 'x=1',
        },
      },
      testEnv(api),
    );
    expect(api.seen[0]).toMatchObject({ body, headers: { 'svix-id': 'msg_1', 'svix-timestamp': '1', 'svix-signature': 'v1,abc' } });
    expect(api.seen[0]!.headers).not.toHaveProperty('cookie');
  });
});

describe('the local alert tooling', () => {
  const JSON_TYPE = { 'content-type': 'application/json' };

  it('reaches the api only on a local site from a loopback host', async () => {
    const api = recordingApi();
    const local = await createApp().request(
      'http://127.0.0.1:8787/__local/alerts/run',
      { method: 'POST', headers: JSON_TYPE, body: '{"now":true}' },
      testEnv(api),
    );
    expect(local.status).toBe(200);
    expect(new URL(api.seen[0]!.url).pathname).toBe('/internal/alerts/run');
    expect(api.seen[0]!.body).toBe('{"now":true}');

    const production = await createApp().request(
      'https://chainwork.example/__local/alerts/run',
      { method: 'POST', headers: JSON_TYPE, body: '{}' },
      testEnv(api, { SITE_URL: 'https://chainwork.example' }),
    );
    expect(production.status).toBe(404);
    const spoofedHost = await createApp().request(
      'http://evil.example/__local/alerts/run',
      { method: 'POST', headers: JSON_TYPE, body: '{}' },
      testEnv(api),
    );
    expect(spoofedHost.status).toBe(404);
    expect(api.seen).toHaveLength(1);
  });

  it('takes any loopback SITE_URL (127.0.0.0/8, localhost, [::1]) and nothing else', async () => {
    for (const [site, status] of [
      ['http://127.0.0.2:8787', 200],
      ['http://localhost:8787', 200],
      ['http://[::1]:8787', 200],
      ['http://0.0.0.0:8787', 404],
      ['http://127.0.0.1.nip.example:8787', 404],
    ] as const) {
      const response = await createApp().request(`${site}/__local/alerts/run?runAt=1`, {}, testEnv(recordingApi(), { SITE_URL: site }));
      expect(response.status, site).toBe(status);
    }
  });

  it("refuses another site's page: a cross-site text/plain POST to stop-address never reaches the api", async () => {
    const api = recordingApi();
    const stop = (headers: Record<string, string>, body = '{"email":"victim@example.com"}') =>
      createApp().request('http://127.0.0.1:8787/__local/alerts/stop-address', { method: 'POST', headers, body }, testEnv(api));

    // What a form or a no-preflight fetch on any web page sends.
    expect((await stop({ 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    // Whatever it claims as content type, Fetch Metadata or Origin gives it away.
    expect((await stop({ ...JSON_TYPE, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await stop({ ...JSON_TYPE, 'sec-fetch-site': 'same-site', origin: 'http://127.0.0.1:3000' })).status).toBe(403);
    expect((await stop({ ...JSON_TYPE, origin: 'null' })).status).toBe(403);
    // A browser sending neither header still cannot send JSON without a preflight.
    expect((await stop({ 'content-type': 'text/plain' })).status).toBe(415);
    expect((await stop({ 'content-type': 'application/x-www-form-urlencoded' }, 'email=victim@example.com')).status).toBe(415);
    expect(
      (await createApp().request('http://127.0.0.1:8787/__local/alerts/run', { method: 'POST', body: '{}' }, testEnv(api))).status,
    ).toBe(415);
    expect(api.seen).toEqual([]);
  });

  it('lets npm run alerts through (Node: JSON, no Origin, no Sec-Fetch-Site) and the site itself, and the api sees what it judges by', async () => {
    const api = recordingApi();
    const node = { ...JSON_TYPE, accept: '*/*', 'sec-fetch-mode': 'cors', 'user-agent': 'node' };
    const fromNode = await createApp().request(
      'http://127.0.0.1:8787/__local/alerts/stop-address',
      { method: 'POST', headers: node, body: '{"email":"a@example.com"}' },
      testEnv(api),
    );
    expect(fromNode.status).toBe(200);
    const poll = await createApp().request('http://127.0.0.1:8787/__local/alerts/run?runAt=1', { headers: node }, testEnv(api));
    expect(poll.status).toBe(200);
    const fromThePage = await createApp().request(
      'http://127.0.0.1:8787/__local/alerts/run',
      {
        method: 'POST',
        headers: { ...JSON_TYPE, origin: 'http://127.0.0.1:8787', 'sec-fetch-site': 'same-origin', cookie: 'x=1' },
        body: '{}',
      },
      testEnv(api),
    );
    expect(fromThePage.status).toBe(200);
    expect(api.seen.map((r) => new URL(r.url).pathname)).toEqual([
      '/internal/alerts/stop-address',
      '/internal/alerts/run',
      '/internal/alerts/run',
    ]);
    expect(api.seen[0]!.headers['content-type']).toBe('application/json');
    expect(api.seen[2]!.headers).toMatchObject({ origin: 'http://127.0.0.1:8787', 'sec-fetch-site': 'same-origin' });
    expect(api.seen[2]!.headers).not.toHaveProperty('cookie');
  });
});

describe('every alert forwarding, through the typed client', () => {
  it('carries the request id, and is bounded by the deadline and the circuit breaker like every api call', async () => {
    const api = recordingApi();
    const webhook = await createApp().request(
      '/webhooks/mail',
      { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', 'x-request-id': 'forged' } },
      testEnv(api),
    );
    expect(api.seen[0]!.headers['x-request-id']).toBe(webhook.headers.get('x-request-id'));
    expect(api.seen[0]!.headers['x-request-id']).not.toBe('forged');

    const app = createApp({ trpcTimeoutMs: 50, breaker: { failureThreshold: 1, openMs: 60_000 } });
    const timedOut = await app.request(`/alerts/unsubscribe?token=${TOKEN}`, { method: 'POST' }, testEnv(hangingApi()));
    expect(timedOut.status).toBe(503);
    expect(timedOut.headers.get('retry-after')).toBe('60');
    expect(timedOut.headers.get('x-served-by')).toBe('chainwork-gateway -> chainwork-api');
    const afterwards = recordingApi();
    const open = await app.request(
      'http://127.0.0.1:8787/__local/alerts/run',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
      testEnv(afterwards),
    );
    expect(open.status).toBe(503);
    expect(afterwards.seen).toEqual([]);
  });

  it("answers with the api's status and content type only, never cached", async () => {
    const api: ApiService = {
      fetch: async () =>
        new Response('Unknown unsubscribe link', { status: 404, headers: { 'content-type': 'text/plain', 'set-cookie': 'a=1' } }),
    };
    const response = await createApp().request(`/alerts/unsubscribe?token=${TOKEN}`, { method: 'POST' }, testEnv(api));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toBe('Unknown unsubscribe link');
  });

  it('refuses a mail webhook over 64 KiB before the api', async () => {
    const api = recordingApi();
    const response = await createApp().request('/webhooks/mail', { method: 'POST', body: 'x'.repeat(65_537) }, testEnv(api));
    expect(response.status).toBe(413);
    expect(api.seen).toEqual([]);
  });

  it("passes the import run's query by name, and finds no other local path", async () => {
    const api = recordingApi();
    const local = (path: string) => createApp().request(`http://127.0.0.1:8787${path}`, {}, testEnv(api));
    expect((await local('/__local/imports/run?runId=3&other=1')).status).toBe(200);
    expect((await local('/__local/alerts/run')).status).toBe(200);
    expect(api.seen.map((r) => new URL(r.url).pathname + new URL(r.url).search)).toEqual([
      '/internal/imports/run?runId=3',
      '/internal/alerts/run',
    ]);
    expect((await local('/__local/alerts/elsewhere')).status).toBe(404);
    expect((await local('/__local/imports/run/more')).status).toBe(404);
    expect(api.seen).toHaveLength(2);
  });
});
