import { env } from 'cloudflare:workers';
import superjson from 'superjson';
import { beforeAll, describe, expect, it } from 'vitest';
import { isLive, type StoredJob } from '../../test/brute-force';
import { NOW, resetJobs, seedStoredJobs } from '../../test/fixtures';
import { app } from '../index';
import { generateJobs } from '../seed/generate';
import { createCallerFactory, createContext } from '../trpc';
import { benchAppRouter } from './router';
import benchWorker from './worker';

let jobs: StoredJob[];
const caller = createCallerFactory(benchAppRouter)(createContext({ db: env.DB, now: () => NOW }));

beforeAll(async () => {
  await resetJobs();
  jobs = await seedStoredJobs(generateJobs({ count: 300, seed: 4, now: NOW }));
});

describe('bench.naiveSearch (the benchmark baseline)', () => {
  it('is served by the benchmark Worker only, never by the production api', async () => {
    const input = encodeURIComponent(JSON.stringify(superjson.serialize({ q: 'engineer' })));
    expect((await app.request(`/trpc/bench.naiveSearch?input=${input}`, {}, env)).status).toBe(404);
    expect((await benchWorker.request(`/trpc/bench.naiveSearch?input=${input}`, {}, env)).status).toBe(200);
    expect((await benchWorker.request(`/trpc/jobs.search?input=${input}`, {}, env)).status).toBe(200);
  });

  it('finds live jobs holding every term as a substring of title, company, a tag or the description, newest first', async () => {
    for (const q of ['engineer', 'sol eng', 'zzzqxv', '100%_']) {
      const result = await caller.bench.naiveSearch({ q, limit: 10 });
      const terms = q
        .toLowerCase()
        .split(/[^\p{L}\p{N}_]+/u)
        .filter(Boolean);
      const expected = jobs
        .filter((job) => isLive(job, NOW))
        .filter((job) =>
          terms.every((term) => [job.title, job.company, ...job.tags, job.descriptionMd].some((text) => text.toLowerCase().includes(term))),
        )
        .sort((a, b) => b.id - a.id);
      expect(result.total, q).toBe(expected.length);
      expect(
        result.items.map((job) => job.id),
        q,
      ).toEqual(expected.slice(0, 10).map((job) => job.id));
    }
  });

  it('bench.coldSearch and bench.coldFacets answer what jobs.search and jobs.facets answer', async () => {
    for (const input of [{ q: 'engineer' }, { q: 'sol', sort: 'salary' as const }, {}]) {
      expect(await caller.bench.coldSearch(input)).toEqual(await caller.jobs.search(input));
    }
    expect(await caller.bench.coldFacets({ q: 'engineer', remote: 'europe' })).toEqual(
      await caller.jobs.facets({ q: 'engineer', remote: 'europe' }),
    );
  });
});
