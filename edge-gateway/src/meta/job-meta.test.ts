import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { fetchJobForMeta } from './job-meta';
import { makeJob } from '../../test/fixtures';
import { failingApi, hangingApi, realApi, throwingApi } from '../../test/api';

const job = makeJob();

describe('fetchJobForMeta', () => {
  it('asks jobs.bySlug with a superjson input and returns the job with Date revived', async () => {
    const api = await realApi([job]);
    const result = await fetchJobForMeta(api, job.slug);
    const url = new URL(api.received[0]!.url);
    expect(url.pathname).toBe('/trpc/jobs.bySlug');
    expect(JSON.parse(url.searchParams.get('input')!)).toEqual(superjson.serialize({ slug: job.slug }));
    expect(result.kind).toBe('found');
    if (result.kind !== 'found') return;
    expect(result.job.Title).toBe(job.title);
    expect(result.job.Date).toBeInstanceOf(Date);
    expect(result.job.Date.getTime()).toBe(job.postedAt.getTime());
    expect(result.job.expired).toBe(false);
  });

  it('tells NOT_FOUND apart from failures', async () => {
    expect(await fetchJobForMeta(await realApi([job]), 'unknown-slug')).toEqual({ kind: 'not-found' });
    expect((await fetchJobForMeta(throwingApi(), 'x')).kind).toBe('unavailable');
    expect((await fetchJobForMeta(failingApi(500), 'x')).kind).toBe('unavailable');
  });

  it('does not read a 404 that is not tRPC NOT_FOUND as a missing job', async () => {
    const api = { fetch: async () => new Response('no route', { status: 404 }) };
    expect((await fetchJobForMeta(api, 'x')).kind).toBe('unavailable');
  });

  it('reads an answer that is not tRPC JSON as unavailable', async () => {
    const api = { fetch: async () => new Response('<html>a proxy page</html>', { status: 200, headers: { 'content-type': 'text/html' } }) };
    expect((await fetchJobForMeta(api, 'x')).kind).toBe('unavailable');
  });

  it('times out on a hanging api', async () => {
    expect(await fetchJobForMeta(hangingApi(), 'x', { timeoutMs: 50 })).toEqual({ kind: 'unavailable', reason: 'timeout' });
  });

  it('times out on a body that never ends', async () => {
    const api = { fetch: async () => new Response(new ReadableStream({ start() {} }), { status: 200 }) };
    expect(await fetchJobForMeta(api, 'x', { timeoutMs: 50 })).toEqual({ kind: 'unavailable', reason: 'timeout' });
  });
});
