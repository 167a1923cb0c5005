import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_API_CACHE_CONTROL, PUBLIC_API_LIMITS } from '@chainwork/shared-config/public-api';
import { sha256Hex } from '@chainwork/shared-config/sha256';
import { createApp } from '../app';
import { makeJob } from '../../test/fixtures';
import { realApi, throwingApi, type RecordingApi } from '../../test/api';
import { testEnv } from '../../test/test-env';
import { SERVED_BY_API } from '../served-by';

const LIVE_KEY = `cw_${'L'.repeat(43)}`;
/** A stopped clock: the buckets refill over time, and these tests count calls, not seconds. */
const stopped = () => createApp({ now: () => 1_700_000_000_000 });
let api: RecordingApi;

beforeAll(async () => {
  api = await realApi([
    makeJob({ slug: 'rust-engineer', title: 'Rust Engineer', tags: ['rust'] }),
    makeJob({ slug: 'solidity-dev', tags: ['solidity'] }),
  ]);
  await env.API_DB.prepare('DELETE FROM api_keys').run();
  await env.API_DB.prepare(
    "INSERT INTO api_keys (id, user_id, name, prefix, key_hash, created_at) VALUES ('k1', 'u1', 'reader', ?1, ?2, 0)",
  )
    .bind(LIVE_KEY.slice(0, 11), await sha256Hex(LIVE_KEY))
    .run();
});

const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;

describe('/api/v1 through the gateway', () => {
  it("reaches the api's read API: its answer, ETag and 304, CORS, relayed as it is", async () => {
    const app = createApp();
    const response = await app.request('/api/v1/jobs?tags=rust', {}, testEnv(api));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-served-by')).toBe(SERVED_BY_API);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe(PUBLIC_API_CACHE_CONTROL);
    const body = (await response.json()) as { items: Array<{ slug: string; url: string }> };
    expect(body.items.map((job) => job.slug)).toEqual(['rust-engineer']);
    const again = await app.request(
      '/api/v1/jobs?tags=rust',
      { headers: { 'if-none-match': response.headers.get('etag')! } },
      testEnv(api),
    );
    expect(again.status).toBe(304);
    for (const path of [
      '/api/v1/jobs/rust-engineer',
      '/api/v1/companies',
      '/api/v1/companies/lumen-labs',
      '/api/v1/tags',
      '/api/v1/openapi.json',
    ])
      expect((await app.request(path, {}, testEnv(api))).status, path).toBe(200);
    const unknown = await app.request('/api/v1/nothing', {}, testEnv(api));
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).code).toBe('not_found');
  });

  it("passes on the query whole (a repeated parameter is the api's 400) and only the key and If-None-Match: never a cookie or an identity", async () => {
    const app = createApp();
    const repeated = await app.request('/api/v1/jobs?q=a&q=b', {}, testEnv(api));
    expect(repeated.status).toBe(400);
    expect(await repeated.json()).toMatchObject({ error: { code: 'bad_request', param: 'q' } });
    api.received.length = 0;
    await app.request(
      '/api/v1/tags',
      {
        headers: { authorization: `Bearer ${LIVE_KEY}`, cookie: '__session=abc', 'x-chainwork-user-id': 'someone', 'if-none-match': '"x"' },
      },
      testEnv(api),
    );
    const [sent] = api.received;
    expect(sent!.headers.authorization).toBe(`Bearer ${LIVE_KEY}`);
    expect(sent!.headers['if-none-match']).toBe('"x"');
    expect(sent!.headers.cookie).toBeUndefined();
    expect(sent!.headers['x-chainwork-user-id']).toBeUndefined();
  });

  it("answers a preflight with the api's CORS headers, and other methods with a 405 in the error shape", async () => {
    const app = createApp();
    const preflight = await app.request(
      '/api/v1/jobs',
      { method: 'OPTIONS', headers: { origin: 'https://reader.example', 'access-control-request-method': 'GET' } },
      testEnv(api),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    const post = await app.request('/api/v1/jobs', { method: 'POST', body: '{}' }, testEnv(api));
    expect(post.status).toBe(405);
    expect((await errorOf(post)).code).toBe('method_not_allowed');
  });

  it('limits a client without a key, with a 429 in the error shape and Retry-After, without calling the api; a key has its own higher budget', async () => {
    const app = stopped();
    const from = (headers: Record<string, string> = {}) => ({ headers: { 'cf-connecting-ip': '203.0.113.9', ...headers } });
    for (let n = 0; n < PUBLIC_API_LIMITS.anonymous.units; n += 1)
      expect((await app.request('/api/v1/openapi.json', from(), testEnv(api))).status).toBe(200);
    api.received.length = 0;
    const refused = await app.request('/api/v1/openapi.json', from(), testEnv(api));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(await errorOf(refused)).toMatchObject({ code: 'rate_limited' });
    expect(api.received).toEqual([]);
    // The same client with its key is served from the key's budget.
    expect(PUBLIC_API_LIMITS.keyed.units).toBeGreaterThan(PUBLIC_API_LIMITS.anonymous.units);
    expect((await app.request('/api/v1/openapi.json', from({ authorization: `Bearer ${LIVE_KEY}` }), testEnv(api))).status).toBe(200);
  });

  it('charges every refused key to its client: guessing keys cannot buy a fresh budget', async () => {
    const app = stopped();
    const guess = (n: number) => ({
      headers: { 'cf-connecting-ip': '198.51.100.4', authorization: `Bearer cw_${String(n).padStart(43, 'g')}` },
    });
    // A budget's worth of refused keys empties the client's bucket; the next puts it in debt.
    for (let n = 0; n <= PUBLIC_API_LIMITS.anonymous.units; n += 1) {
      const response = await app.request('/api/v1/tags', guess(n), testEnv(api));
      expect(response.status).toBe(401);
      expect((await errorOf(response)).code).toBe('unauthorized');
    }
    const refused = await app.request('/api/v1/tags', guess(9999), testEnv(api));
    expect(refused.status).toBe(429);
    expect(
      (
        await app.request(
          '/api/v1/tags',
          { headers: { 'cf-connecting-ip': '198.51.100.4', authorization: `Bearer ${LIVE_KEY}` } },
          testEnv(api),
        )
      ).status,
    ).toBe(429);
  });

  it('answers 503 in the error shape when the api gives no answer', async () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      const response = await createApp().request('/api/v1/jobs', {}, testEnv(throwingApi()));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      expect((await errorOf(response)).code).toBe('unavailable');
    } finally {
      console.error = quiet;
    }
  });
});
