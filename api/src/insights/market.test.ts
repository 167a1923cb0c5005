import { JOB_VALIDITY_MS, REMOTE_LOCATION_MARKER, SENIORITIES } from '@chainwork/shared-config';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoredJob } from '../../test/brute-force';
import { callerAt, DAY_MS, NOW, resetJobs, seedStoredJobs, testJob } from '../../test/fixtures';
import { generateJobs } from '../seed/generate';
import { SALARY_TAGS, TOP_TAGS, WEEKS, type MarketInsights, type SalaryPercentiles } from './market';
import { WEEK_MS } from '@chainwork/shared-config/time';

let jobs: StoredJob[];

beforeAll(async () => {
  await resetJobs();
  jobs = await seedStoredJobs([
    ...generateJobs({ count: 1500, seed: 77, now: new Date(NOW.getTime() - DAY_MS) }),
    // On the edges of the windows, and after now (counted nowhere: windows end at now).
    testJob('exactly-30-days-old', { ageMs: JOB_VALIDITY_MS }),
    testJob('exactly-one-week-old', { ageMs: WEEK_MS }),
    testJob('posted-at-now', { ageMs: 0 }),
    testJob('posted-in-the-future', { ageMs: -60_000 }),
  ]);
});

/** R-7 quantile of sorted values, rounded. */
function quantile(sorted: number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.min(low + 1, sorted.length - 1);
  return Math.round(sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low));
}

function stats(salaries: number[]): SalaryPercentiles | null {
  if (salaries.length === 0) return null;
  const sorted = [...salaries].sort((a, b) => a - b);
  return { jobs: sorted.length, p25: quantile(sorted, 0.25), p50: quantile(sorted, 0.5), p75: quantile(sorted, 0.75) };
}

/** The insights by their definition, over the jobs in memory. */
function bruteInsights(now: Date): MarketInsights {
  const t = now.getTime();
  const published = jobs.filter((job) => job.status === 'published');
  const within = (job: StoredJob, start: number, end: number) => job.postedAt.getTime() > start && job.postedAt.getTime() <= end;
  const isRemote = (job: StoredJob) => job.standardizedLocation.toLowerCase().includes(REMOTE_LOCATION_MARKER);
  const current = published.filter((job) => within(job, t - JOB_VALIDITY_MS, t));
  const previous = published.filter((job) => within(job, t - 2 * JOB_VALIDITY_MS, t - JOB_VALIDITY_MS));

  const weeks = Array.from({ length: WEEKS }, (_, i) => {
    const k = WEEKS - 1 - i;
    const inWeek = published.filter((job) => within(job, t - (k + 1) * WEEK_MS, t - k * WEEK_MS));
    const remoteJobs = inWeek.filter(isRemote).length;
    return {
      weekStart: new Date(t - (k + 1) * WEEK_MS),
      weekEnd: new Date(t - k * WEEK_MS),
      jobs: inWeek.length,
      remoteJobs,
      remoteShare: inWeek.length ? remoteJobs / inWeek.length : 0,
    };
  });

  const tagCount = (list: StoredJob[], tag: string) => list.filter((job) => job.tags.includes(tag)).length;
  const allTags = [...new Set(published.flatMap((job) => job.tags))];
  const topTags = allTags
    .map((tag) => ({ tag, jobs: tagCount(current, tag), previousJobs: tagCount(previous, tag) }))
    .filter((row) => row.jobs > 0)
    .sort((a, b) => b.jobs - a.jobs || (a.tag < b.tag ? -1 : 1))
    .slice(0, TOP_TAGS)
    .map((row) => ({ ...row, growth: row.previousJobs > 0 ? (row.jobs - row.previousJobs) / row.previousJobs : null }));

  const salaried = current.filter((job) => job.numericSalary !== null);
  const remoteJobs = current.filter(isRemote).length;
  return {
    generatedAt: now,
    weeks,
    topTags,
    salaryByTag: topTags.slice(0, SALARY_TAGS).flatMap(({ tag }) => {
      const s = stats(salaried.filter((job) => job.tags.includes(tag)).map((job) => job.numericSalary!));
      return s ? [{ tag, ...s }] : [];
    }),
    salaryBySeniority: SENIORITIES.flatMap((seniority) => {
      const s = stats(salaried.filter((job) => job.seniority === seniority).map((job) => job.numericSalary!));
      return s ? [{ seniority, ...s }] : [];
    }),
    remote: { jobs: current.length, remoteJobs, share: current.length ? remoteJobs / current.length : 0 },
  };
}

describe('insights.market', () => {
  it('equals the brute-force computation over the same jobs', async () => {
    const insights = await callerAt(NOW).insights.market();
    expect(insights).toEqual(bruteInsights(NOW));
    expect(insights.topTags).toHaveLength(TOP_TAGS);
    expect(insights.salaryByTag.length).toBeGreaterThan(5);
    expect(insights.weeks.slice(-8).every((week) => week.jobs > 0)).toBe(true);
  });

  it('is computed once and then served from the cache for a while', async () => {
    const caller = callerAt(NOW);
    const first = await caller.insights.market();
    await seedStoredJobs([testJob('after-the-first-call', { ageMs: -120_000 })]);
    expect(await caller.insights.market()).toBe(first);
  });
});
