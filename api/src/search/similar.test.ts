import { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { isLive, words, type StoredJob } from '../../test/brute-force';
import { callerAt, DAY_MS, NOW, resetJobs, seedStoredJobs, testJob } from '../../test/fixtures';
import { generateJobs } from '../seed/generate';
import { roleWords } from './similar';

let jobs: StoredJob[];

beforeAll(async () => {
  await resetJobs();
  jobs = await seedStoredJobs([
    ...generateJobs({ count: 900, seed: 31, now: NOW }),
    testJob('lonely-title-no-tags', { title: 'Senior Lead', tags: [], ageMs: DAY_MS / 2 }),
  ]);
});

/** The tiers by their definition, over the jobs in memory. */
function bruteSimilar(source: StoredJob, limit: number): number[] {
  const role = roleWords(source.title);
  const tier = (job: StoredJob): number => {
    const title = new Set(words(job.title));
    const sameRole = role.length > 0 && role.every((w) => title.has(w));
    const shared = job.tags.filter((t) => source.tags.includes(t));
    if (sameRole && shared.length > 0) return 1;
    if (sameRole) return 2;
    if (source.tags.length > 1 && job.tags.includes(source.tags[0]!) && source.tags.slice(1).some((t) => job.tags.includes(t))) return 3;
    if (shared.length > 0) return 4;
    return 0;
  };
  return jobs
    .filter((job) => job.id !== source.id && isLive(job, NOW))
    .map((job) => ({ job, tier: tier(job) }))
    .filter(({ tier }) => tier > 0)
    .sort((a, b) => a.tier - b.tier || b.job.id - a.job.id)
    .slice(0, limit)
    .map(({ job }) => job.id);
}

describe('jobs.similar', () => {
  it('finds role words without the level', () => {
    expect(roleWords('Senior Solidity Engineer')).toEqual(['solidity', 'engineer']);
    expect(roleWords('Head of Smart Contracts')).toEqual(['smart', 'contracts']);
    expect(roleWords('Smart Contract Engineer Intern')).toEqual(['smart', 'contract', 'engineer']);
  });

  it('serves the best tiers first, newest first within a tier, never the job itself, only live jobs', async () => {
    const caller = callerAt(NOW);
    const sources = jobs.filter((job) => job.status === 'published').filter((_, i) => i % 37 === 0);
    expect(sources.length).toBeGreaterThan(20);
    for (const source of sources) {
      for (const limit of [1, 4, 6]) {
        const similar = await caller.jobs.similar({ slug: source.slug, limit });
        expect(
          similar.map((job) => job.id),
          `${source.slug} ${limit}`,
        ).toEqual(bruteSimilar(source, limit));
      }
    }
  });

  it('defaults to 4 and answers an empty list for a job with nothing to share', async () => {
    const source = jobs.find((job) => job.status === 'published' && isLive(job, NOW) && job.tags.length > 2)!;
    expect(await callerAt(NOW).jobs.similar({ slug: source.slug })).toHaveLength(4);
    expect(await callerAt(NOW).jobs.similar({ slug: 'lonely-title-no-tags' })).toEqual([]);
  });

  it('answers NOT_FOUND for an unknown or unpublished slug, and BAD_REQUEST above 6', async () => {
    const draft = jobs.find((job) => job.status !== 'published')!;
    for (const slug of ['no-such-job', draft.slug]) {
      await expect(callerAt(NOW).jobs.similar({ slug })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Job not found' });
    }
    const error = await callerAt(NOW)
      .jobs.similar({ slug: jobs[0]!.slug, limit: 7 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
  });
});
