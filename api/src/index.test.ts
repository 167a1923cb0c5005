import { env, exports } from 'cloudflare:workers';
import superjson from 'superjson';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLD_READ_COSTS, READ_COST_HEADER } from '@chainwork/shared-config';
import { app } from './index';
import { DAY_MS, resetJobs, seedJobs, testJob } from '../test/fixtures';

/** A tRPC batch GET as httpBatchLink sends it: names joined by commas, superjson inputs keyed by index. */
function batchGet(procedures: string[], inputs: unknown[]): string {
  const input = Object.fromEntries(inputs.map((value, index) => [index, superjson.serialize(value)]));
  return `/trpc/${procedures.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}

function singleGet(procedure: string, input: unknown): string {
  return `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
}

/** Nothing a client receives may carry a stack trace or SQL text. */
function expectNoLeak(body: string): void {
  expect(body).not.toMatch(/\bstack\b/i);
  expect(body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect(body).not.toMatch(/SELECT|FROM jobs|SQLITE|D1_ERROR/i);
}

interface ErrorEnvelope {
  error: {
    json: {
      message: string;
      code: number;
      data: { code: string; httpStatus: number; path?: string; issues?: Array<{ path: string; message: string }> };
    };
  };
}

// The job's Date is relative to the real clock here: HTTP requests read the real time.
const LIVE_SLUG = 'senior-solidity-engineer-quillfeather-finance-a1b2';

describe('the api Worker over HTTP', () => {
  beforeAll(async () => {
    await resetJobs();
    await seedJobs([testJob(LIVE_SLUG, { postedAt: new Date(Date.now() - DAY_MS) })]);
  });

  it('answers GET /health through the Worker entry', async () => {
    const response = await exports.default.fetch(new Request('http://api.internal/health'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers a batch of one known and one unknown slug with one result and one NOT_FOUND, in order', async () => {
    const response = await exports.default.fetch(
      new Request(`http://api.internal${batchGet(['jobs.bySlug', 'jobs.bySlug'], [{ slug: LIVE_SLUG }, { slug: 'no-such-job' }])}`),
    );
    expect(response.status).toBe(207);
    const body = (await response.json()) as [{ result: { data: { json: unknown; meta?: unknown } } }, ErrorEnvelope];
    expect(body).toHaveLength(2);

    const job = superjson.deserialize<{ Pretty_url: string; Date: Date; validThrough: Date; expired: boolean }>(
      body[0].result.data as never,
    );
    expect(job.Pretty_url).toBe(LIVE_SLUG);
    expect(job.Date).toBeInstanceOf(Date);
    expect(job.expired).toBe(false);

    expect(body[1].error.json.message).toBe('Job not found');
    expect(body[1].error.json.data).toMatchObject({ code: 'NOT_FOUND', httpStatus: 404, path: 'jobs.bySlug' });
  });

  it('serves a search page whose Dates survive superjson', async () => {
    const response = await app.request(singleGet('jobs.search', { limit: 5 }), {}, env);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { data: never } };
    const page = superjson.deserialize<{ items: Array<{ Date: Date; Pretty_url: string }>; total: number; nextCursor: string | null }>(
      body.result.data,
    );
    expect(page.items.map((j) => j.Pretty_url)).toEqual([LIVE_SLUG]);
    expect(page.items[0]!.Date).toBeInstanceOf(Date);
    expect(page).toMatchObject({ total: 1, nextCursor: null });
  });

  it.each([
    ['limit 0', 'jobs.search', { limit: 0 }, 'limit: must be at least 1', 'limit'],
    ['limit 1000', 'jobs.search', { limit: 1000 }, 'limit: must be at most 50', 'limit'],
    ['a fractional limit', 'jobs.search', { limit: 2.5 }, 'limit: must be a whole number', 'limit'],
    [
      'a slug with <script>',
      'jobs.bySlug',
      { slug: '<script>alert(1)</script>' },
      'slug: must be lowercase letters and digits joined by single hyphens',
      'slug',
    ],
    ['an oversized slug', 'jobs.bySlug', { slug: 'a'.repeat(201) }, 'slug: must be at most 200 characters', 'slug'],
    ['a missing slug', 'jobs.bySlug', {}, 'slug: Invalid input: expected string, received undefined', 'slug'],
  ])('rejects %s with BAD_REQUEST, a clear message and data.issues', async (_, procedure, input, message, issuePath) => {
    const response = await app.request(singleGet(procedure, input), {}, env);
    expect(response.status).toBe(400);
    const text = await response.text();
    expectNoLeak(text);
    const { error } = JSON.parse(text) as ErrorEnvelope;
    expect(error.json.message).toBe(message);
    expect(error.json.data.code).toBe('BAD_REQUEST');
    expect(error.json.data.issues?.[0]).toEqual({ path: issuePath, message: message.slice(issuePath.length + 2) });
    expect(text).not.toContain('<script>');
  });

  it('rejects a malformed cursor with BAD_REQUEST "Invalid cursor"', async () => {
    for (const cursor of ['%%%not-base64%%%', btoa('1.2.3'), 'x'.repeat(500)]) {
      const response = await app.request(singleGet('jobs.search', { cursor }), {}, env);
      expect(response.status).toBe(400);
      const text = await response.text();
      expectNoLeak(text);
      expect((JSON.parse(text) as ErrorEnvelope).error.json.message).toMatch(/Invalid cursor$/);
    }
  });

  it('answers an unknown path with a JSON 404', async () => {
    const response = await app.request('/nope', {}, env);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it('answers an unknown procedure with tRPC NOT_FOUND', async () => {
    const response = await app.request(singleGet('jobs.nope', {}), {}, env);
    expect(response.status).toBe(404);
    const text = await response.text();
    expectNoLeak(text);
    expect((JSON.parse(text) as ErrorEnvelope).error.json.data.code).toBe('NOT_FOUND');
  });

  it("reports what a request's cache misses cost the api: a cold facet count, then nothing once cached", async () => {
    const path = batchGet(['jobs.facets'], [{ q: `solidity ${crypto.randomUUID().slice(0, 4)}` }]);
    const cold = await app.request(path, {}, env);
    expect(cold.status).toBe(200);
    expect(Number(cold.headers.get(READ_COST_HEADER))).toBeGreaterThanOrEqual(COLD_READ_COSTS.facets);
    const cached = await app.request(path, {}, env);
    expect(cached.headers.get(READ_COST_HEADER)).toBe('0');
  });
});
