import { describe, expect, it } from 'vitest';
import superjson from 'superjson';
import { createTrpcClient } from './client';
import { TRPC_MAX_BATCH_ITEMS } from '../limits';

/** A fetch that records requests and answers like a tRPC batch endpoint. */
function recordingFetch(answer: (url: URL, init?: RequestInit) => unknown[]) {
  const calls: Array<{ url: URL; init?: RequestInit }> = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://site.test');
    calls.push({ url, init });
    return new Response(JSON.stringify(answer(url, init)), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('createTrpcClient', () => {
  it('joins concurrent queries into one batched GET on /api/trpc with superjson inputs', async () => {
    const when = new Date('2026-11-01T00:00:00Z');
    const { calls, fetchImpl } = recordingFetch(() => [
      { result: { data: superjson.serialize({ items: [], nextCursor: null, total: 0 }) } },
      { result: { data: superjson.serialize({ Title: 'x', Date: when }) } },
    ]);
    const client = createTrpcClient({ url: 'http://site.test/api/trpc', fetch: fetchImpl, logger: () => {} });
    const [search, job] = await Promise.all([client.jobs.search.query({ limit: 5 }), client.jobs.bySlug.query({ slug: 'a-job' })]);
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(init?.method ?? 'GET').toBe('GET');
    expect(url.pathname).toBe('/api/trpc/jobs.search,jobs.bySlug');
    expect(url.searchParams.get('batch')).toBe('1');
    const input = JSON.parse(url.searchParams.get('input')!);
    expect(superjson.deserialize(input['0'])).toEqual({ limit: 5 });
    expect(superjson.deserialize(input['1'])).toEqual({ slug: 'a-job' });
    expect(search.total).toBe(0);
    expect((job as unknown as { Date: Date }).Date).toBeInstanceOf(Date);
  });

  it('reports only failed responses to the logger', async () => {
    const logged: unknown[][] = [];
    const { fetchImpl } = recordingFetch((url) =>
      url.pathname.endsWith('jobs.bySlug')
        ? [{ error: { json: { message: 'Job not found', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } } } }]
        : [{ result: { data: superjson.serialize({ items: [], nextCursor: null, total: 0 }) } }],
    );
    const client = createTrpcClient({ url: 'http://site.test/api/trpc', fetch: fetchImpl, logger: (...a) => logged.push(a) });
    await client.jobs.search.query({});
    expect(logged).toHaveLength(0);
    await expect(client.jobs.bySlug.query({ slug: 'gone' })).rejects.toThrow('Job not found');
    expect(logged).toHaveLength(1);
    expect(String(logged[0]![0])).toContain('jobs.bySlug');
  });

  it('splits a batch at the gateway limit and sets no URL length limit', async () => {
    const { calls, fetchImpl } = recordingFetch((url) =>
      url.pathname
        .split('/')
        .pop()!
        .split(',')
        .map(() => ({ result: { data: superjson.serialize({ items: [], nextCursor: null, total: 0 }) } })),
    );
    const client = createTrpcClient({ url: 'http://site.test/api/trpc', fetch: fetchImpl, logger: () => {} });
    const count = TRPC_MAX_BATCH_ITEMS * 2 + 1;
    // Long inputs: with a URL limit the link would split these into many more requests.
    await Promise.all(Array.from({ length: count }, (_, i) => client.jobs.search.query({ limit: 5, cursor: `${i}`.padEnd(900, 'x') })));
    const sizes = calls.map((call) => call.url.pathname.split('/').pop()!.split(',').length);
    expect(sizes).toEqual([TRPC_MAX_BATCH_ITEMS, TRPC_MAX_BATCH_ITEMS, 1]);
  });
});

describe('skipBatch', () => {
  it('sends a call marked skipBatch on its own, and batches the rest', async () => {
    const calls: URL[] = [];
    const fetchImpl = (async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://site.test');
      calls.push(url);
      const batched = url.searchParams.get('batch') === '1';
      const data = { result: { data: superjson.serialize({ items: [], nextCursor: null, total: 0 }) } };
      const count = batched ? url.pathname.split('/').pop()!.split(',').length : 1;
      return new Response(JSON.stringify(batched ? Array.from({ length: count }, () => data) : data), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    const client = createTrpcClient({ url: 'http://site.test/api/trpc', fetch: fetchImpl, logger: () => {} });
    await Promise.all([
      client.jobs.search.query({ limit: 1 }),
      client.jobs.search.query({ limit: 2 }),
      client.jobs.search.query({ limit: 3 }, { context: { skipBatch: true } }),
    ]);
    expect(calls).toHaveLength(2);
    const alone = calls.find((u) => u.searchParams.get('batch') !== '1')!;
    expect(alone.pathname).toBe('/api/trpc/jobs.search');
    expect(calls.find((u) => u.searchParams.get('batch') === '1')!.pathname).toBe('/api/trpc/jobs.search,jobs.search');
  });
});
