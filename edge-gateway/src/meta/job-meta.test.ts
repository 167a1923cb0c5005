import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { fetchJobForMeta, jobBySlugUrl } from './job-meta';
import { makeJob } from '../../test/fixtures';
import { failingApi, hangingApi, stubApi, throwingApi } from '../../test/stub-api';

const job = makeJob();

describe('fetchJobForMeta', () => {
  it('asks jobs.bySlug with a superjson input', () => {
    const url = new URL(jobBySlugUrl('a-b'));
    expect(url.pathname).toBe('/trpc/jobs.bySlug');
    expect(JSON.parse(url.searchParams.get('input')!)).toEqual(superjson.serialize({ slug: 'a-b' }));
  });

  it('returns the job with Date revived', async () => {
    const result = await fetchJobForMeta(stubApi([job]), job.Pretty_url);
    expect(result.kind).toBe('found');
    if (result.kind !== 'found') return;
    expect(result.job.Title).toBe(job.Title);
    expect(result.job.Date).toBeInstanceOf(Date);
    expect(result.job.Date.getTime()).toBe(job.Date.getTime());
    expect(result.job.expired).toBe(false);
  });

  it('tells NOT_FOUND apart from failures', async () => {
    expect(await fetchJobForMeta(stubApi([job]), 'unknown-slug')).toEqual({ kind: 'not-found' });
    expect((await fetchJobForMeta(throwingApi(), 'x')).kind).toBe('unavailable');
    expect((await fetchJobForMeta(failingApi(500), 'x')).kind).toBe('unavailable');
  });

  it('does not read a 404 that is not tRPC NOT_FOUND as a missing job', async () => {
    const api = { fetch: async () => new Response('no route', { status: 404 }) };
    expect((await fetchJobForMeta(api, 'x')).kind).toBe('unavailable');
  });

  it('refuses an answer that does not match the contract', async () => {
    const api = {
      fetch: async () => Response.json({ result: { data: superjson.serialize({ Title: 'only a title' }) } }),
    };
    expect(await fetchJobForMeta(api, 'x')).toEqual({ kind: 'unavailable', reason: 'job did not match the contract' });
  });

  it('times out on a hanging api', async () => {
    const started = Date.now();
    expect(await fetchJobForMeta(hangingApi(), 'x', { timeoutMs: 50 })).toEqual({ kind: 'unavailable', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('times out on a body that never ends', async () => {
    const api = { fetch: async () => new Response(new ReadableStream({ start() {} }), { status: 200 }) };
    expect(await fetchJobForMeta(api, 'x', { timeoutMs: 50 })).toEqual({ kind: 'unavailable', reason: 'timeout' });
  });
});
