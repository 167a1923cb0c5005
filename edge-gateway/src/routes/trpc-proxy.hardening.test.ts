// The proxy under abuse and failure: limits, rate limiting, an api that is down, slow or
// failing, the circuit breaker, and cookies that must not cross the gateway.
import type { AppRouter } from '@chainwork/api';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { MUTATION_RATE_LIMIT, TRPC_MAX_BATCH_ITEMS, TRPC_MAX_BODY_BYTES, TRPC_MAX_URL_LENGTH } from '@chainwork/shared-config';
import { createApp, type GatewayOptions } from '../app';
import { FixedWindowLimiter } from '../rate-limit/limiter';
import { makeJob } from '../../test/fixtures';
import { echoingApi, failingApi, hangingApi, realApi, switchableApi, throwingApi, type RecordingApi } from '../../test/api';
import { testEnv } from '../../test/test-env';

const job = makeJob();
const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const batchOf = (count: number) =>
  `/api/trpc/${Array.from({ length: count }, () => 'jobs.bySlug').join(',')}?batch=1&input=${input(
    Object.fromEntries(Array.from({ length: count }, (_, i) => [String(i), superjson.serialize({ slug: job.slug })])),
  )}`;

type ErrorItem = { error: { json: { message: string; code: number; data: { code: string; httpStatus: number; path?: string } } } };

async function send(api: RecordingApi, path: string, init: RequestInit = {}, options: GatewayOptions = {}) {
  const response = await createApp(options).request(path, init, testEnv(api));
  return { response, body: (await response.json()) as ErrorItem | ErrorItem[] };
}

const echo = (text: string, init: RequestInit = {}): [string, RequestInit] => [
  '/api/trpc/jobs.echo?batch=1',
  {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ 0: superjson.serialize({ text }) }),
    ...init,
  },
];

describe('limits', () => {
  it(`forwards a batch of ${TRPC_MAX_BATCH_ITEMS} procedures and refuses ${TRPC_MAX_BATCH_ITEMS + 1}, one error per item`, async () => {
    const api = await realApi([job]);
    expect((await send(api, batchOf(TRPC_MAX_BATCH_ITEMS))).response.status).toBe(200);
    const { response, body } = await send(api, batchOf(TRPC_MAX_BATCH_ITEMS + 1));
    expect(response.status).toBe(413);
    expect(body).toHaveLength(TRPC_MAX_BATCH_ITEMS + 1);
    expect((body as ErrorItem[]).every((item) => item.error.json.data.code === 'PAYLOAD_TOO_LARGE')).toBe(true);
    expect(api.received).toHaveLength(1);
  });

  it('refuses a URL past the limit with a tRPC-shaped 414', async () => {
    const api = await realApi([job]);
    const { response, body } = await send(api, `/api/trpc/jobs.bySlug?input=${'x'.repeat(TRPC_MAX_URL_LENGTH)}`);
    expect(response.status).toBe(414);
    expect(body).toMatchObject({
      error: { json: { data: { code: 'BAD_REQUEST', httpStatus: 414, path: 'jobs.bySlug', requestId: expect.any(String) } } },
    });
    expect(api.received).toHaveLength(0);
  });

  it('refuses a body past the limit, declared or not, without calling the api', async () => {
    const api = echoingApi();
    const big = 'x'.repeat(TRPC_MAX_BODY_BYTES);
    const declared = await send(api, ...echo(big));
    expect(declared.response.status).toBe(413);
    expect(declared.body).toEqual([
      expect.objectContaining({
        error: expect.objectContaining({
          json: expect.objectContaining({
            data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413, path: 'jobs.echo', requestId: expect.any(String) },
          }),
        }),
      }),
    ]);
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(big));
        c.enqueue(new TextEncoder().encode(big));
        c.close();
      },
    });
    const streamed = await send(api, '/api/trpc/jobs.echo?batch=1', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.response.status).toBe(413);
    expect(api.received).toHaveLength(0);
  });

  it.each([
    ['/api/trpc', 'no procedure'],
    ['/api/trpc/', 'an empty path'],
    ['/api/trpc/jobs..bySlug', 'a malformed name'],
    ['/api/trpc/jobs.bySlug,', 'a trailing comma'],
  ])('answers 400 for %s (%s)', async (path) => {
    const api = await realApi();
    const { response, body } = await send(api, path);
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ error: { json: { data: { code: 'BAD_REQUEST' } } } });
    expect(api.received).toHaveLength(0);
  });

  it.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS'])('answers %s with a tRPC-shaped 405', async (method) => {
    const { response, body } = await send(await realApi(), '/api/trpc/jobs.bySlug', { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
    expect(body).toMatchObject({ error: { json: { data: { code: 'METHOD_NOT_SUPPORTED' } } } });
  });
});

describe('rate limiting of mutations', () => {
  it(`allows ${MUTATION_RATE_LIMIT.limit} mutations per period, then answers TOO_MANY_REQUESTS with Retry-After`, async () => {
    const api = echoingApi();
    const app = createApp({ rateLimiter: new FixedWindowLimiter() });
    const env = testEnv(api);
    const statuses: number[] = [];
    for (let i = 0; i <= MUTATION_RATE_LIMIT.limit; i += 1) statuses.push((await app.request(...echo(`n${i}`), env)).status);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    const refused = await app.request(...echo('one more'), env);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(MUTATION_RATE_LIMIT.periodSeconds));
    expect(await refused.json()).toEqual([
      expect.objectContaining({
        error: expect.objectContaining({
          json: expect.objectContaining({
            data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path: 'jobs.echo', requestId: expect.any(String) },
          }),
        }),
      }),
    ]);
    expect(api.received).toHaveLength(MUTATION_RATE_LIMIT.limit);
    // Queries are not counted: this one reaches the api.
    expect((await app.request(batchOf(1), {}, env)).status).toBe(200);
    expect(api.received).toHaveLength(MUTATION_RATE_LIMIT.limit + 1);
  });

  it('counts clients apart by their address, and shares one budget among clients without one', async () => {
    const limiter = new FixedWindowLimiter({ limit: 1, periodSeconds: 60 });
    const trusted = testEnv(echoingApi(), { TRUST_CF_CONNECTING_IP: 'true' });
    const app = createApp({ rateLimiter: limiter });
    const from = (ip: string) => echo('x', { headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip } });
    expect((await app.request(...from('203.0.113.1'), trusted)).status).toBe(200);
    expect((await app.request(...from('203.0.113.2'), trusted)).status).toBe(200);
    expect((await app.request(...from('203.0.113.1'), trusted)).status).toBe(429);
    // Locally wrangler puts the socket's address there: local clients never share one budget.
    const local = createApp({ rateLimiter: new FixedWindowLimiter({ limit: 1, periodSeconds: 60 }) });
    expect((await local.request(...from('127.0.0.1'), testEnv(echoingApi()))).status).toBe(200);
    expect((await local.request(...from('127.0.0.2'), testEnv(echoingApi()))).status).toBe(200);
    expect((await local.request(...from('127.0.0.1'), testEnv(echoingApi()))).status).toBe(429);
    // Without any address: one shared budget, never one per forged value.
    const unknown = createApp({ rateLimiter: new FixedWindowLimiter({ limit: 1, periodSeconds: 60 }) });
    expect((await unknown.request(...echo('x'), testEnv(echoingApi()))).status).toBe(200);
    expect((await unknown.request(...echo('y'), testEnv(echoingApi()))).status).toBe(429);
  });

  it('uses the Workers Rate Limiting binding when it is configured', async () => {
    const keys: string[] = [];
    const binding = {
      limit: async ({ key }: { key: string }) => {
        keys.push(key);
        return { success: false };
      },
    } as RateLimit;
    const response = await createApp().request(...echo('x'), testEnv(echoingApi(), { MUTATION_RATE_LIMITER: binding }));
    expect(response.status).toBe(429);
    expect(keys).toEqual(['all-clients']);
  });
});

describe('when the api is down, slow or failing', () => {
  it('answers 504 per item within the timeout for a hanging api', async () => {
    const { response, body } = await send(hangingApi(), batchOf(3), {}, { trpcTimeoutMs: 100 });
    expect(response.status).toBe(504);
    expect(response.headers.get('retry-after')).toBe('5');
    expect((body as ErrorItem[]).map((item) => item.error.json.data)).toEqual(
      Array.from({ length: 3 }, () => ({ code: 'GATEWAY_TIMEOUT', httpStatus: 504, path: 'jobs.bySlug', requestId: expect.any(String) })),
    );
  });

  it('answers 502 per item when the platform answers for a missing api Worker', async () => {
    const { response, body } = await send(failingApi(503), batchOf(2));
    expect(response.status).toBe(502);
    expect((body as ErrorItem[]).map((item) => item.error.json.data.code)).toEqual(['BAD_GATEWAY', 'BAD_GATEWAY']);
  });

  it('never retries: a failed mutation reached the api once and carries no Retry-After', async () => {
    const api = throwingApi();
    const { response } = await send(api, ...echo('pay once'));
    expect(response.status).toBe(502);
    expect(response.headers.get('retry-after')).toBeNull();
    expect(api.received).toHaveLength(1);
    const slow = hangingApi();
    const timedOut = await send(slow, ...echo('pay once'), { trpcTimeoutMs: 50 });
    expect(timedOut.response.status).toBe(504);
    expect(timedOut.response.headers.get('retry-after')).toBeNull();
    expect(slow.received).toHaveLength(1);
  });

  it("never retries a query either: the browser's client owns retries", async () => {
    const api = throwingApi();
    await send(api, batchOf(2));
    expect(api.received).toHaveLength(1);
  });

  it('opens the circuit after repeated failures, answers at once with Retry-After, and recovers by itself', async () => {
    let now = 0;
    const api = switchableApi(await realApi([job]), 'down');
    const app = createApp({ now: () => now, breaker: { failureThreshold: 3, openMs: 10_000 } });
    const env = testEnv(api);
    for (let i = 0; i < 3; i += 1) expect((await app.request(batchOf(1), {}, env)).status).toBe(502);
    expect(api.calls.down).toBe(3);

    now = 4000;
    const fast = await app.request(batchOf(2), {}, env);
    expect(fast.status).toBe(502);
    expect(fast.headers.get('retry-after')).toBe('6');
    expect(await fast.json()).toHaveLength(2);
    expect(api.calls.down).toBe(3);

    api.mode = 'up';
    now = 10_000;
    expect((await app.request(batchOf(1), {}, env)).status).toBe(200);
    expect((await app.request(batchOf(1), {}, env)).status).toBe(200);
    expect(api.calls.up).toBe(2);
  });

  it('lets the shared tRPC client read each gateway error as a client error with its code', async () => {
    const app = createApp({ trpcTimeoutMs: 50 });
    const env = testEnv(hangingApi());
    const client = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: 'http://127.0.0.1:8787/api/trpc',
          transformer: superjson,
          fetch: async (url, init) => app.request(String(url), init as RequestInit, env),
        }),
      ],
    });
    const results = await Promise.allSettled([client.jobs.bySlug.query({ slug: 'a' }), client.jobs.search.query({})]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const error = (result as PromiseRejectedResult).reason as TRPCClientError<AppRouter>;
      expect(error).toBeInstanceOf(TRPCClientError);
      expect(error.data?.code).toBe('GATEWAY_TIMEOUT');
    }
  });
});

describe('cookies across the proxy', () => {
  it('forwards only the cookies the api needs', async () => {
    const api = await realApi([job]);
    await send(api, batchOf(1), { headers: { cookie: 'chakra-ui-color-mode=dark; session=s1; cw_bucket=7' } }, { apiCookies: ['session'] });
    expect(api.received[0]!.headers.cookie).toBe('session=s1');
  });

  it("never lets an api response overwrite the gateway's cookies", async () => {
    const api: RecordingApi = {
      received: [],
      async fetch() {
        const headers = new Headers({ 'content-type': 'application/json' });
        headers.append('set-cookie', 'chakra-ui-color-mode=light; Path=/');
        headers.append('set-cookie', 'cw_bucket=0; Path=/');
        headers.append('set-cookie', 'session=ok; Path=/; HttpOnly');
        return new Response('[{"result":{"data":{"json":null}}}]', { headers });
      },
    };
    const { response } = await send(api, batchOf(1));
    expect((response.headers as Headers & { getSetCookie(): string[] }).getSetCookie()).toEqual(['session=ok; Path=/; HttpOnly']);
  });
});
