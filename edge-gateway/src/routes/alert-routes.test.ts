import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { ApiService } from '../env';
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
  it('reaches the api only on a local site from a loopback host', async () => {
    const api = recordingApi();
    const local = await createApp().request(
      'http://127.0.0.1:8787/__local/alerts/run',
      { method: 'POST', body: '{"now":true}' },
      testEnv(api),
    );
    expect(local.status).toBe(200);
    expect(new URL(api.seen[0]!.url).pathname).toBe('/internal/alerts/run');
    expect(api.seen[0]!.body).toBe('{"now":true}');

    const production = await createApp().request(
      'https://chainwork.example/__local/alerts/run',
      { method: 'POST', body: '{}' },
      testEnv(api, { SITE_URL: 'https://chainwork.example' }),
    );
    expect(production.status).toBe(404);
    const spoofedHost = await createApp().request('http://evil.example/__local/alerts/run', { method: 'POST', body: '{}' }, testEnv(api));
    expect(spoofedHost.status).toBe(404);
    expect(api.seen).toHaveLength(1);
  });
});
