import { describe, expect, it } from 'vitest';
import { benchSources, boardJobs, mutationPlan, type BoardsPlan } from './boards';
import { greenhouseBoard } from './greenhouse';

const plan: BoardsPlan = { seed: 7, sources: 50, jobsPerSource: 40, now: Date.parse('2026-05-01T00:00:00Z') };
const total = plan.sources * plan.jobsPerSource;

function everyBoard(p: BoardsPlan, generation: 1 | 2) {
  const mutations = mutationPlan(p);
  return benchSources(p).map((source) => ({ source, jobs: boardJobs(p, source.index, generation, mutations) }));
}

describe('the benchmark boards', () => {
  it('are the same bytes (and ETag) for the same plan, and differ with the seed', () => {
    const first = greenhouseBoard(benchSources(plan)[3]!, boardJobs(plan, 3, 1));
    const again = greenhouseBoard(benchSources(plan)[3]!, boardJobs(plan, 3, 1));
    expect(again).toEqual(first);
    const otherSeed = { ...plan, seed: 8 };
    expect(greenhouseBoard(benchSources(otherSeed)[3]!, boardJobs(otherSeed, 3, 1)).etag).not.toBe(first.etag);
    expect(boardJobs(plan, 3, 2)).toEqual(boardJobs(plan, 3, 2));
  });

  it('give every company its own slug and board, and every job of a board its own title (its own role)', () => {
    const sources = benchSources(plan);
    expect(new Set(sources.map((s) => s.companySlug)).size).toBe(plan.sources);
    expect(new Set(sources.map((s) => s.token)).size).toBe(plan.sources);
    for (const generation of [1, 2] as const)
      for (const { jobs } of everyBoard(plan, generation)) {
        expect(new Set(jobs.map((job) => job.title)).size).toBe(jobs.length);
        expect(new Set(jobs.map((job) => job.id)).size).toBe(jobs.length);
      }
  });

  it('generation 2 changes exactly 2% of the jobs (title or description), removes 1% and adds 1%', () => {
    const before = new Map(everyBoard(plan, 1).flatMap(({ jobs }) => jobs.map((job) => [job.id, job] as const)));
    const after = new Map(everyBoard(plan, 2).flatMap(({ jobs }) => jobs.map((job) => [job.id, job] as const)));
    expect(before.size).toBe(total);
    const removed = [...before.keys()].filter((id) => !after.has(id));
    const added = [...after.keys()].filter((id) => !before.has(id));
    const changed = [...after].filter(([id, job]) => before.has(id) && JSON.stringify(job) !== JSON.stringify(before.get(id)));
    expect(removed).toHaveLength(total * 0.01);
    expect(added).toHaveLength(total * 0.01);
    expect(changed).toHaveLength(total * 0.02);
    for (const [id, job] of changed) {
      const old = before.get(id)!;
      // Only the title or the description (and the time the board says it was updated).
      expect(job.title !== old.title || job.html !== old.html).toBe(true);
      expect({ ...job, title: old.title, html: old.html, updatedAt: old.updatedAt }).toEqual(old);
    }
    expect(changed.some(([id, job]) => job.title !== before.get(id)!.title)).toBe(true);
    expect(changed.some(([id, job]) => job.html !== before.get(id)!.html)).toBe(true);
  });

  it('rounds the shares of a small plan to whole jobs', () => {
    expect(mutationPlan({ ...plan, sources: 3, jobsPerSource: 40 }).counts).toEqual({ changed: 2, removed: 1, added: 1 });
  });

  it("answers in Greenhouse's format: content escaped once, pay in cents with its interval in the range's title", () => {
    const jobs = boardJobs(plan, 0, 1);
    const body = JSON.parse(greenhouseBoard(benchSources(plan)[0]!, jobs).body) as {
      jobs: Array<{ id: number; content: string; pay_input_ranges: Array<{ min_cents: number; title: string }> }>;
      meta: { total: number };
    };
    expect(body.meta.total).toBe(jobs.length);
    expect(body.jobs[0]!.content.startsWith('&lt;p&gt;')).toBe(true);
    const paid = jobs.findIndex((job) => job.pay !== null);
    expect(body.jobs[paid]!.pay_input_ranges[0]!.min_cents).toBe(jobs[paid]!.pay!.min * 100);
    expect(body.jobs[paid]!.pay_input_ranges[0]!.title).toMatch(/Annual|Hourly/);
  });
});
