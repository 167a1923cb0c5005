/**
 * The posting routes at the edge, each the api's (api/src/http/*-routes.test.ts) reached through the
 * typed client with its deadline, breaker and request id: Stripe's webhook forwarded intact without an
 * Origin check, the local pay page (local sites only, same site), logo uploads (signed in, same site,
 * size-capped), apply clicks counted before the redirect, and the renew link.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@chainwork/shared-config';
import { LOGO_MAX_BYTES, LOGO_MESSAGES, LOGO_UPLOAD_PATH, MEDIA_CSP } from '@chainwork/shared-config/posting';
import { createApp } from '../app';
import type { ApiService, Bindings } from '../env';
import { localToken, testKeys, type TestKeys } from '../../test/session-tokens';
import { echoingApi, hangingApi, realApi } from '../../test/api';
import { makeJob } from '../../test/fixtures';
import { testEnv } from '../../test/test-env';

const SITE = 'http://127.0.0.1:8787';
let keys: TestKeys;
beforeAll(async () => {
  keys = await testKeys();
});

function call(api: ApiService, path: string, init: RequestInit = {}, vars: Partial<Bindings> = {}) {
  return createApp().request(path, init, testEnv(api, { AUTH_JWT_KEY: keys.publicPem, SITE_URL: SITE, ...vars }));
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

describe('the payment webhook', () => {
  it('reaches the api with its raw body and signature, whatever its Origin', async () => {
    const api = echoingApi();
    const body = '{"id":"evt_1","type":"checkout.session.completed"}';
    const response = await call(api, '/api/webhooks/stripe', {
      method: 'POST',
      body,
      headers: { 'stripe-signature': 't=1,v1=abc', origin: 'https://hooks.stripe.example', 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    const [received] = api.received;
    expect(new URL(received!.url).pathname).toBe('/webhooks/stripe');
    expect(received!.body).toBe(body);
    expect(received!.headers['stripe-signature']).toBe('t=1,v1=abc');
  });
});

describe('the local pay page (rendered and paid by the api: api/src/http/pay-page-routes.test.ts)', () => {
  const PAGE_HTML = '<!doctype html><title>Pay</title><button type="submit">Pay $349</button>';
  function payApi() {
    const api = {
      paid: 0,
      seen: [] as Request[],
      fetch(request: Request) {
        api.seen.push(request);
        const path = new URL(request.url).pathname;
        if (path !== '/pay/local/cs_local_order-1') return Promise.resolve(new Response('Order not found', { status: 404 }));
        if (request.method === 'POST') {
          api.paid += 1;
          return Promise.resolve(new Response(null, { status: 303, headers: { location: '/account/jobs?paid=p1' } }));
        }
        return Promise.resolve(
          new Response(PAGE_HTML, {
            headers: {
              'content-type': 'text/html; charset=UTF-8',
              'content-security-policy': "default-src 'none'",
              'set-cookie': 'cw_bucket=7',
            },
          }),
        );
      },
    };
    return api;
  }

  it("passes the api's page on, under the request's id and without the gateway's cookies", async () => {
    const api = payApi();
    const response = await call(api, '/pay/local/cs_local_order-1');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(PAGE_HTML);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(api.seen[0]!.headers.get('x-request-id')).toBe(response.headers.get('x-request-id'));
    expect((await call(api, '/pay/local/cs_local_other')).status).toBe(404);
    expect((await call(api, '/pay/local/not-a-session')).status).toBe(404);
    expect(api.seen).toHaveLength(2);
  });

  it('pays on a same-site POST and sends the employer to their jobs; refuses other sites before the api', async () => {
    const api = payApi();
    const refused = await call(api, '/pay/local/cs_local_order-1', { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(refused.status).toBe(403);
    expect(api.seen).toEqual([]);
    const paid = await call(api, '/pay/local/cs_local_order-1', {
      method: 'POST',
      headers: { origin: SITE, 'sec-fetch-site': 'same-origin' },
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('/account/jobs?paid=p1');
    expect(api.paid).toBe(1);
    expect(api.seen[0]!.headers.get('sec-fetch-site')).toBe('same-origin');
  });

  it('does not exist on a public site, whatever the api would answer (it takes orders without money)', async () => {
    const api = payApi();
    const publicSite = { SITE_URL: 'https://chainwork.example' };
    expect((await call(api, '/pay/local/cs_local_order-1', {}, publicSite)).status).toBe(404);
    const post = await call(api, '/pay/local/cs_local_order-1', { method: 'POST', headers: { origin: publicSite.SITE_URL } }, publicSite);
    expect(post.status).toBe(404);
    expect(api.seen).toEqual([]);
  });

  it('is bounded by the deadline and the circuit breaker like every api call', async () => {
    const app = createApp({ trpcTimeoutMs: 50, breaker: { failureThreshold: 1, openMs: 60_000 } });
    const vars = testEnv(hangingApi(), { AUTH_JWT_KEY: keys.publicPem, SITE_URL: SITE });
    const timedOut = await app.request('/pay/local/cs_local_order-1', {}, vars);
    expect(timedOut.status).toBe(503);
    expect(timedOut.headers.get('retry-after')).toBe('60');
    const api = payApi();
    const open = await app.request(
      '/pay/local/cs_local_order-1',
      { method: 'POST', headers: { origin: SITE } },
      testEnv(api, { SITE_URL: SITE }),
    );
    expect(open.status).toBe(502);
    expect(await open.text()).toBe('The payment could not be completed; please try again');
    expect(api.seen).toEqual([]);
  });
});

describe('company logos (checked, stored and served by the api: api/src/http/logo-routes.test.ts)', () => {
  async function upload(api: ApiService, body: Uint8Array, headers: Record<string, string> = {}) {
    const token = await localToken(keys, SITE, { sub: 'usr_ana', email: 'ana@lumen.example' });
    return call(api, LOGO_UPLOAD_PATH, {
      method: 'POST',
      body,
      headers: { cookie: `${SESSION_COOKIE}=${token}`, origin: SITE, ...headers },
    });
  }

  it('stores an image checked by content and serves it with a year of cache (the real api)', async () => {
    const api = await realApi();
    const response = await upload(api, PNG, { 'content-type': 'application/pdf' });
    expect(response.status).toBe(201);
    const { path } = (await response.json()) as { path: string };
    expect(path).toMatch(/^\/media\/logos\/[a-f0-9]{64}\.png$/);
    const served = await call(api, path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-security-policy')).toBe(MEDIA_CSP);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect(await env.ASSETS.get(path.replace('/media/', ''))).not.toBeNull();
  });

  it('refuses a file that is not an image, or an SVG with a script (the real api)', async () => {
    const api = await realApi();
    const pdf = await upload(api, new TextEncoder().encode('%PDF-1.7'), { 'content-type': 'image/png' });
    expect(pdf.status).toBe(400);
    expect(await pdf.json()).toEqual({ error: LOGO_MESSAGES.notImage });
    const svg = await upload(api, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    expect(await svg.json()).toEqual({ error: LOGO_MESSAGES.unsafeSvg });
  });

  it('forwards only the verified identity, under the request id; refuses other sites and oversize files before the api', async () => {
    const api = echoingApi();
    const signedIn = await upload(api, PNG, { 'x-chainwork-user-id': 'forged' });
    const [received] = api.received;
    expect(new URL(received!.url).pathname).toBe('/uploads/logo');
    expect(received!.headers['x-chainwork-user-id']).toBe('usr_ana');
    expect(received!.headers.cookie).toBeUndefined();
    expect(received!.headers['x-request-id']).toBe(signedIn.headers.get('x-request-id'));
    const anonymous = await call(api, LOGO_UPLOAD_PATH, { method: 'POST', body: PNG, headers: { origin: SITE } });
    expect(api.received[1]!.headers['x-chainwork-user-id']).toBeUndefined();
    expect(anonymous.status).toBe(200);
    expect((await upload(api, PNG, { origin: 'https://evil.example' })).status).toBe(403);
    const tooLarge = await upload(api, new Uint8Array(LOGO_MAX_BYTES + 1));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: LOGO_MESSAGES.tooLarge });
    expect((await call(api, '/media/logos/not-a-hash.png')).status).toBe(404);
    expect(api.received).toHaveLength(2);
  });

  it('takes uploads only from signed-in people (the real api answers 401)', async () => {
    const anonymous = await call(await realApi(), LOGO_UPLOAD_PATH, { method: 'POST', body: PNG, headers: { origin: SITE } });
    expect(anonymous.status).toBe(401);
  });

  it('answers 503 when the api gives no answer in time', async () => {
    const app = createApp({ trpcTimeoutMs: 50 });
    const served = await app.request(`/media/logos/${'a'.repeat(64)}.png`, {}, testEnv(hangingApi(), { SITE_URL: SITE }));
    expect(served.status).toBe(503);
  });
});

describe('apply clicks', () => {
  it('counts the click and redirects to the apply link', async () => {
    const api = await realApi([makeJob({ slug: 'rust-role' })]);
    const response = await call(api, '/jobs/rust-role/apply');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^https:\/\//);
    const counted = await env.API_DB.prepare('SELECT apply_clicks FROM job_counters WHERE slug = ?1').bind('rust-role').first();
    expect(counted).toEqual({ apply_clicks: 1 });
    const unknown = await call(api, '/jobs/no-such-role/apply');
    expect(unknown.headers.get('location')).toBe('/jobs/no-such-role');
    const [asked] = api.received;
    expect(new URL(asked!.url).pathname).toBe('/jobs/rust-role/apply');
    expect(asked!.headers['x-request-id']).toBe(response.headers.get('x-request-id'));
    expect(asked!.headers.cookie).toBeUndefined();
  });

  it("sends the visitor to the job's page when the api gives no answer, and asks nothing for a malformed slug", async () => {
    const app = createApp({ trpcTimeoutMs: 50 });
    const api = hangingApi();
    const response = await app.request('/jobs/rust-role/apply', {}, testEnv(api, { SITE_URL: SITE }));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/jobs/rust-role');
    expect((await app.request('/jobs/Bad_Slug/apply', {}, testEnv(api, { SITE_URL: SITE }))).status).toBe(404);
    expect(api.received).toHaveLength(1);
  });
});

describe('the renew link', () => {
  it('sends the employer to the renewal checkout, or to their jobs when the link is used up', async () => {
    const token = 'a'.repeat(43);
    const api: ApiService = {
      fetch: (request) =>
        Promise.resolve(
          new URL(request.url).pathname === `/postings/renew/${token}`
            ? Response.json({ checkoutUrl: `${SITE}/pay/local/cs_local_x` })
            : Response.json({ error: 'unknown' }, { status: 404 }),
        ),
    };
    const opened = await call(api, `/renew/${token}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`${SITE}/pay/local/cs_local_x`);
    expect((await call(api, `/renew/${'b'.repeat(43)}`)).headers.get('location')).toBe('/account/jobs');
    expect((await call(api, '/renew/short')).status).toBe(404);
  });
});
