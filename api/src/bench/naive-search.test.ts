import { env } from 'cloudflare:workers';
import superjson from 'superjson';
import { beforeAll, describe, expect, it } from 'vitest';
import { isLive, type StoredJob } from '../../test/brute-force';
import { NOW, resetJobs, seedStoredJobs } from '../../test/fixtures';
import { app } from '../index';
import { generateJobs } from '../seed/generate';
import { appRouter } from '../root';
import { createCallerFactory, createContext } from '../trpc';

let jobs: StoredJob[];
const benchCaller = (enabled: boolean) => createCallerFactory(appRouter)(createContext({ db: env.DB, now: () => NOW, benchProcedures: enabled }));

beforeAll(async () => {
  await resetJobs();
  jobs = await seedStoredJobs(generateJobs({ count: 300, seed: 4, now: NOW }));
});

describe('bench.naiveSearch (the benchmark baseline)', () => {
  it('does not exist unless ENABLE_BENCH_PROCEDURES=1', async () => {
    await expect(benchCaller(false).bench.naiveSearch({ q: 'engineer' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const input = encodeURIComponent(JSON.stringify(superjson.serialize({ q: 'engineer' })));
    expect((await app.request(`/trpc/bench.naiveSearch?input=${input}`, {}, env)).status).toBe(404);
    expect((await app.request(`/trpc/bench.naiveSearch?input=${input}`, {}, { ...env, ENABLE_BENCH_PROCEDURES: '1' })).status).toBe(200);
  });

  it('finds live jobs holding every term as a substring of title, company, a tag or the description, newest first', async () => {
    for (const q of ['engineer', 'sol eng', 'zzzqxv', '100%_']) {
      const result = await benchCaller(true).bench.naiveSearch({ q, limit: 10 });
      const terms = q.toLowerCase().split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
      const expected = jobs
        .filter((job) => isLive(job, NOW))
        .filter((job) => terms.every((term) => [job.title, job.company, ...job.tags, job.descriptionMd].some((text) => text.toLowerCase().includes(term))))
        .sort((a, b) => b.id - a.id);
      expect(result.total, q).toBe(expected.length);
      expect(result.items.map((job) => job.id), q).toEqual(expected.slice(0, 10).map((job) => job.id));
    }
  });

  it('bench.coldSearch and bench.coldFacets answer what jobs.search and jobs.facets answer', async () => {
    for (const input of [{ q: 'engineer' }, { q: 'sol', sort: 'salary' as const }, {}]) {
      expect(await benchCaller(true).bench.coldSearch(input)).toEqual(await benchCaller(false).jobs.search(input));
    }
    await expect(benchCaller(false).bench.coldSearch({})).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await benchCaller(true).bench.coldFacets({ q: 'engineer', remote: 'europe' })).toEqual(await benchCaller(false).jobs.facets({ q: 'engineer', remote: 'europe' }));
  });
});
