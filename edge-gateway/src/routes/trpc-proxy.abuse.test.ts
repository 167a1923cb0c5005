// The proxy under a flood: the read budget per client, the cap on calls in flight per
// client and per isolate (load shedding), errors that are tRPC's JSON whatever produced
// them, and the request id on every answer and log line.
import superjson from 'superjson';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLD_READ_COSTS, READ_BUDGET, READ_COSTS, READ_COST_HEADER, TRPC_MAX_URL_LENGTH } from '@chainwork/shared-config';
import { createApp, type GatewayOptions } from '../app';
import { readCost } from '../middleware/read-budget';
import { TokenBucketLimiter } from '../rate-limit/read-limiter';
import { makeJob } from '../../test/fixtures';
import { echoingApi, realApi, throwingApi, type RecordingApi } from '../../test/api';
import { gatedApi } from '../../test/gated-api';
import { testEnv } from '../../test/test-env';

const job = makeJob();
const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const batch = (procedures: string[], inputOf: (name: string) => unknown = () => ({ slug: job.slug })) =>
  `/api/trpc/${procedures.join(',')}?batch=1&input=${input(
    Object.fromEntries(procedures.map((name, i) => [String(i), superjson.serialize(inputOf(name))])),
  )}`;
const bySlugs = (count: number) => batch(Array.from({ length: count }, () => 'jobs.bySlug'));
const from = (ip: string, init: RequestInit = {}): RequestInit => ({ ...init, headers: { ...init.headers, 'cf-connecting-ip': ip } });

type ErrorItem = {
  error: { json: { message: string; code: number; data: { code: string; httpStatus: number; path?: string; requestId?: string } } };
};

/** Refusals answered at once (the tarpit's own test is in rate-limit/tarpit.test.ts). */
const NO_HOLD: GatewayOptions = { tarpit: { maxMs: 0 } };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the read budget', () => {
  it('refuses a client over its budget with a tRPC-shaped 429 per procedure and Retry-After, without calling the api', async () => {
    let now = 0;
    const held: number[] = [];
    const app = createApp({
      readLimiter: new TokenBucketLimiter({ units: 10, periodSeconds: 10, now: () => now }),
      tarpit: {
        pause: async (ms) => {
          held.push(ms);
        },
      },
    });
    const api = await realApi([job]);
    const env = testEnv(api);
    expect((await app.request(bySlugs(10), from('203.0.113.1'), env)).status).toBe(200);

    const refused = await app.request(bySlugs(2), from('203.0.113.1'), env);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toBe('application/json');
    // 2 units at 1 unit per second.
    expect(refused.headers.get('retry-after')).toBe('2');
    const items = (await refused.json()) as ErrorItem[];
    expect(items.map((item) => item.error.json.data)).toEqual(
      Array.from({ length: 2 }, () => ({
        code: 'TOO_MANY_REQUESTS',
        httpStatus: 429,
        path: 'jobs.bySlug',
        requestId: refused.headers.get('x-request-id'),
      })),
    );
    expect(api.received).toHaveLength(1);
    // The refusal was held for about as long as the client was told to wait.
    expect(held).toHaveLength(1);
    expect(held[0]).toBeGreaterThanOrEqual(1600);
    expect(held[0]).toBeLessThanOrEqual(2000);

    // Another client has its own budget; the first one's refills with time.
    expect((await app.request(bySlugs(1), from('203.0.113.2'), env)).status).toBe(200);
    now = 2000;
    expect((await app.request(bySlugs(2), from('203.0.113.1'), env)).status).toBe(200);
  });

  it('weighs a batch by what its procedures cost the api', async () => {
    expect(readCost(['jobs.facets'])).toBe(READ_COSTS['jobs.facets']);
    expect(readCost(['jobs.facets'])).toBeGreaterThan(readCost(['jobs.bySlug']));
    expect(readCost(['jobs.search', 'jobs.bySlug', 'unknown.procedure'])).toBe(READ_COSTS['jobs.search']! + READ_COSTS['jobs.bySlug']! + 1);

    // A budget of one facet count: that passes, a job lookup after it does not.
    const app = createApp({ readLimiter: new TokenBucketLimiter({ units: readCost(['jobs.facets']), periodSeconds: 60 }), ...NO_HOLD });
    const env = testEnv(await realApi([job]));
    expect(
      (
        await app.request(
          batch(['jobs.facets'], () => ({})),
          from('198.51.100.1'),
          env,
        )
      ).status,
    ).toBe(200);
    expect((await app.request(bySlugs(1), from('198.51.100.1'), env)).status).toBe(429);
  });

  it('charges what the api reports its cache misses cost, after the answer, and never shows that to the client', async () => {
    const inner = await realApi([job]);
    const reporting: RecordingApi = {
      received: inner.received,
      async fetch(request) {
        const response = await inner.fetch(request);
        const headers = new Headers(response.headers);
        headers.set(READ_COST_HEADER, String(COLD_READ_COSTS.facets * 2));
        return new Response(response.body, { status: response.status, headers });
      },
    };
    const app = createApp({ readLimiter: new TokenBucketLimiter({ units: COLD_READ_COSTS.facets * 2, periodSeconds: 600 }), ...NO_HOLD });
    const first = await app.request(bySlugs(1), from('198.51.100.9'), testEnv(reporting));
    expect(first.status).toBe(200);
    expect(first.headers.get(READ_COST_HEADER)).toBeNull();
    // The cold answer used the whole budget: the next one, however cheap, waits.
    expect((await app.request(bySlugs(1), from('198.51.100.9'), testEnv(reporting))).status).toBe(429);
    expect(reporting.received).toHaveLength(1);
  });

  it('fits the largest batch into one budget, so no request is refused forever', () => {
    const costliest = Math.max(...Object.values(READ_COSTS));
    expect(costliest * 10).toBeLessThanOrEqual(READ_BUDGET.units);
  });

  it('spends one Workers Rate Limiting call per unit, keyed by the client, and answers its period as Retry-After', async () => {
    const keys: string[] = [];
    let allow = true;
    const binding = {
      limit: async ({ key }: { key: string }) => {
        keys.push(key);
        return { success: allow };
      },
    } as RateLimit;
    const app = createApp(NO_HOLD);
    const env = testEnv(await realApi([job]), { READ_RATE_LIMITER: binding, TRUST_CF_CONNECTING_IP: 'true' });
    // Procedures that use none of the api's caches: no cold cost is charged after the answer.
    expect((await app.request(batch(['jobs.similar', 'jobs.bySlug']), from('203.0.113.7'), env)).status).toBe(200);
    expect(keys).toEqual(Array.from({ length: readCost(['jobs.similar', 'jobs.bySlug']) }, () => 'ip:203.0.113.7'));
    allow = false;
    const refused = await app.request(bySlugs(1), from('203.0.113.7'), env);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(READ_BUDGET.periodSeconds));
  });

  it('spends nothing on requests the proxy refuses anyway, and leaves mutations to their own limit', async () => {
    const app = createApp({ readLimiter: new TokenBucketLimiter({ units: 1, periodSeconds: 60 }) });
    // Echoes the mutation's body; answers the query with an empty 200.
    const env = testEnv(echoingApi());
    expect((await app.request('/api/trpc/jobs..bad', from('192.0.2.1'), env)).status).toBe(400);
    expect((await app.request(bySlugs(11), from('192.0.2.1'), env)).status).toBe(413);
    expect((await app.request(`/api/trpc/jobs.bySlug?input=${'x'.repeat(TRPC_MAX_URL_LENGTH)}`, from('192.0.2.1'), env)).status).toBe(414);
    const mutation = from('192.0.2.1', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ 0: superjson.serialize({ text: 'x' }) }),
    });
    expect((await app.request('/api/trpc/jobs.echo?batch=1', mutation, env)).status).toBe(200);
    expect((await app.request(bySlugs(1), from('192.0.2.1'), env)).status).toBe(200);
  });

  it('lets one client have only so many queries at the api at once; the next is refused at once', async () => {
    const api = await gatedApi([job]);
    const app = createApp({ maxInFlightPerClient: 2, ...NO_HOLD });
    const env = testEnv(api);
    const held = [app.request(bySlugs(1), from('203.0.113.5'), env), app.request(bySlugs(1), from('203.0.113.5'), env)];
    await api.reached(2);
    const refused = await app.request(bySlugs(1), from('203.0.113.5'), env);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(((await refused.json()) as ErrorItem[])[0]!.error.json.data.code).toBe('TOO_MANY_REQUESTS');
    // Someone else is not held up by that client.
    const other = app.request(bySlugs(1), from('203.0.113.6'), env);
    await api.reached(3);
    expect(api.waiting()).toBe(3);
    api.open();
    expect((await Promise.all([...held, other])).map((response) => response.status)).toEqual([200, 200, 200]);
    expect((await app.request(bySlugs(1), from('203.0.113.5'), env)).status).toBe(200);
  });
});

describe('load shedding', () => {
  it('answers at once with a tRPC-shaped 503 per procedure and Retry-After past the in-flight cap, without calling the api', async () => {
    const api = await gatedApi([job]);
    const app = createApp({ maxApiInFlight: 2, breaker: { failureThreshold: 1 } });
    const env = testEnv(api);
    const held = [app.request(bySlugs(1), {}, env), app.request(bySlugs(1), {}, env)];
    await api.reached(2);
    const shed = await app.request(bySlugs(3), {}, env);
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('2');
    const items = (await shed.json()) as ErrorItem[];
    expect(items.map((item) => [item.error.json.data.code, item.error.json.data.path])).toEqual(
      Array.from({ length: 3 }, () => ['SERVICE_UNAVAILABLE', 'jobs.bySlug']),
    );
    expect(api.waiting()).toBe(2);
    // Shedding is not the api failing: the circuit stays closed.
    expect((await app.request('/healthz', {}, env)).headers.get('x-chainwork-api-circuit')).toBe('closed');
    api.open();
    expect((await Promise.all(held)).map((response) => response.status)).toEqual([200, 200]);
    expect((await app.request(bySlugs(1), {}, env)).status).toBe(200);
  });

  it('invites a shed mutation to retry: it never left the gateway', async () => {
    const api = await gatedApi([job]);
    const app = createApp({ maxApiInFlight: 1 });
    const env = testEnv(api);
    const held = app.request(bySlugs(1), {}, env);
    await api.reached(1);
    const mutation = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ 0: superjson.serialize({ text: 'x' }) }),
    };
    const shed = await app.request('/api/trpc/jobs.echo?batch=1', mutation, env);
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('2');
    api.open();
    await held;
  });
});

describe('tRPC errors are JSON, whatever produced them', () => {
  it('answers a mutation that is not JSON with a tRPC-shaped 415, echoing nothing, without calling the api', async () => {
    const api = await realApi([job]);
    const response = await createApp().request(
      '/api/trpc/jobs.echo,jobs.echo?batch=1',
      {
        method: 'POST',
        headers: { 'content-type': 'text/x-evil<script>' },
        body: '{}',
      },
      testEnv(api),
    );
    expect(response.status).toBe(415);
    expect(response.headers.get('content-type')).toBe('application/json');
    const text = await response.text();
    expect(text).not.toContain('evil');
    expect((JSON.parse(text) as ErrorItem[]).map((item) => item.error.json.data.code)).toEqual([
      'UNSUPPORTED_MEDIA_TYPE',
      'UNSUPPORTED_MEDIA_TYPE',
    ]);
    expect(api.received).toHaveLength(0);
  });

  it.each([
    [415, 'UNSUPPORTED_MEDIA_TYPE'],
    [404, 'NOT_FOUND'],
    [400, 'BAD_REQUEST'],
  ])('turns a bare %i from the api into tRPC JSON without its text', async (status, code) => {
    const api: RecordingApi = { received: [], fetch: async () => new Response('Unsupported content-type "text/x-evil"', { status }) };
    const response = await createApp().request(bySlugs(2), {}, testEnv(api));
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/json');
    const text = await response.text();
    expect(text).not.toContain('evil');
    expect((JSON.parse(text) as ErrorItem[]).map((item) => item.error.json.data.code)).toEqual([code, code]);
  });

  it("passes the api's own tRPC errors through, with Vary: Accept-Encoding", async () => {
    const response = await createApp().request(
      batch(['jobs.bySlug'], () => ({ slug: 'no-such-job' })),
      {},
      testEnv(await realApi([job])),
    );
    expect(response.status).toBe(404);
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
  });
});

describe('request ids', () => {
  it('puts a fresh id on every answer, in every error item and in the log line of a failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = createApp();
    const env = testEnv(throwingApi());
    const first = await app.request(bySlugs(2), {}, env);
    const second = await app.request(bySlugs(1), {}, env);
    const id = first.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('x-request-id')).not.toBe(id);
    expect(((await first.json()) as ErrorItem[]).map((item) => item.error.json.data.requestId)).toEqual([id, id]);
    expect(logged.mock.calls.some(([line]) => String(line).startsWith(`[gateway] [request ${id}]`))).toBe(true);
  });

  it("sends the api the gateway's id, never the client's", async () => {
    const api = await realApi([job]);
    const response = await createApp().request(bySlugs(1), { headers: { 'x-request-id': 'chosen-by-client' } }, testEnv(api));
    const id = response.headers.get('x-request-id');
    expect(id).not.toBe('chosen-by-client');
    expect(api.received[0]!.headers['x-request-id']).toBe(id);
  });

  it('keeps an upstream id only where a trusted proxy sets it, and only a well-formed one', async () => {
    const app = createApp();
    const trusted = testEnv(await realApi([job]), { TRUST_REQUEST_ID_HEADER: 'true' });
    const kept = await app.request('/healthz', { headers: { 'x-request-id': 'lb-1234_abc=' } }, trusted);
    expect(kept.headers.get('x-request-id')).toBe('lb-1234_abc=');
    const malformed = await app.request('/healthz', { headers: { 'x-request-id': 'bad id <script>' } }, trusted);
    expect(malformed.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const long = await app.request('/healthz', { headers: { 'x-request-id': 'a'.repeat(256) } }, trusted);
    expect(long.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const untrusted = await app.request('/healthz', { headers: { 'x-request-id': 'lb-1234' } }, testEnv(await realApi([job])));
    expect(untrusted.headers.get('x-request-id')).not.toBe('lb-1234');
  });
});
