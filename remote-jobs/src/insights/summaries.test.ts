import { describe, expect, it } from 'vitest';
import type { WeeklyJobs } from '../api/outputs';
import { formatGrowth, formatShare, formatUsd, formatUsdShort } from './format';
import { remoteSummary, salarySummary, topTagsSummary, weeksSummary } from './summaries';

const week = (day: number, jobs: number): WeeklyJobs => ({
  weekStart: new Date(Date.UTC(2026, 2, day)),
  weekEnd: new Date(Date.UTC(2026, 2, day + 7)),
  jobs,
  remoteJobs: 0,
  remoteShare: 0,
});

describe('insight formats', () => {
  it('spells numbers the way the page shows them', () => {
    expect(formatShare(0.724)).toBe('72%');
    expect(formatGrowth(0.25)).toBe('+25%');
    expect(formatGrowth(-0.1)).toBe('-10%');
    expect(formatGrowth(0)).toBe('0%');
    expect(formatGrowth(null)).toBe('new');
    expect(formatUsdShort(125_000)).toBe('$125K');
    expect(formatUsd(125_000)).toBe('$125,000');
  });
});

describe('chart summaries', () => {
  it('sums the weeks and names the busiest and the trend', () => {
    expect(weeksSummary([week(2, 10), week(9, 40), week(16, 20), week(23, 25)])).toBe(
      '95 jobs were posted in the last 4 weeks. The busiest week began Mar 9 with 40; the latest week had 25, +25% on the week before.',
    );
    expect(weeksSummary([week(2, 0), week(9, 0)])).toBe('No jobs were posted in the last 2 weeks.');
  });

  it('names the top skill and the fastest growing one', () => {
    expect(
      topTagsSummary([
        { tag: 'solidity', jobs: 300, previousJobs: 250, growth: 0.2 },
        { tag: 'zk', jobs: 90, previousJobs: 30, growth: 2 },
        { tag: 'ai', jobs: 40, previousJobs: 0, growth: null },
      ]),
    ).toBe(
      'solidity is the most asked-for skill, in 300 jobs posted in the last 30 days (+20% on the 30 days before). Fastest growing: zk (+200%).',
    );
    expect(topTagsSummary([])).toBe('No jobs were posted in the last 30 days.');
  });

  it('gives the range of medians', () => {
    const row = (label: string, p50: number) => ({ label, jobs: 5, p25: p50 - 10_000, p50, p75: p50 + 10_000 });
    expect(salarySummary([row('Senior', 180_000), row('Junior', 90_000), row('Lead', 200_000)], 'seniority')).toBe(
      'Median salaries by seniority range from $90K (Junior) to $200K (Lead).',
    );
    expect(salarySummary([row('rust', 150_000)], 'skill')).toBe('The median salary for rust is $150K (middle half $140K–$160K).');
    expect(salarySummary([], 'skill')).toBe('Not enough jobs state a salary to compare by skill yet.');
  });

  it('states the remote share with its counts', () => {
    expect(remoteSummary({ jobs: 1700, remoteJobs: 1231, share: 1231 / 1700 })).toBe(
      '72% of the jobs posted in the last 30 days are open to remote work (1,231 of 1,700).',
    );
  });
});
