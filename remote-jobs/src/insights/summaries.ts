import { SENIORITY_LABELS } from '@chainwork/shared-config';
import type { MarketInsights, SalaryPercentiles, TagTrend, WeeklyJobs } from '../api/outputs';
import { formatCount, formatDay, formatGrowth, formatShare, formatUsdShort } from './format';

/**
 * One or two sentences per chart saying what it shows: the chart's accessible name, and
 * the text a reader sees before the bars.
 */

export function weeksSummary(weeks: readonly WeeklyJobs[]): string {
  const total = weeks.reduce((sum, w) => sum + w.jobs, 0);
  if (total === 0) return `No jobs were posted in the last ${weeks.length} weeks.`;
  const busiest = weeks.reduce((best, w) => (w.jobs > best.jobs ? w : best));
  const last = weeks[weeks.length - 1]!;
  const before = weeks[weeks.length - 2];
  let trend = '';
  if (before && before.jobs > 0) {
    const change = (last.jobs - before.jobs) / before.jobs;
    trend = change === 0 ? ', the same as the week before' : `, ${formatGrowth(change)} on the week before`;
  }
  return `${formatCount(total)} jobs were posted in the last ${weeks.length} weeks. The busiest week began ${formatDay(busiest.weekStart)} with ${formatCount(busiest.jobs)}; the latest week had ${formatCount(last.jobs)}${trend}.`;
}

export function topTagsSummary(tags: readonly TagTrend[]): string {
  const [top] = tags;
  if (!top) return 'No jobs were posted in the last 30 days.';
  const lead = `${top.tag} is the most asked-for skill, in ${formatCount(top.jobs)} jobs posted in the last 30 days (${formatGrowth(top.growth)} on the 30 days before).`;
  const growing = tags.filter((t) => t.growth !== null && t.previousJobs >= 1).sort((a, b) => b.growth! - a.growth!)[0];
  return growing && growing.growth! > 0 && growing.tag !== top.tag
    ? `${lead} Fastest growing: ${growing.tag} (${formatGrowth(growing.growth)}).`
    : lead;
}

type Labelled = SalaryPercentiles & { label: string };

export function salarySummary(rows: readonly Labelled[], what: string): string {
  if (rows.length === 0) return `Not enough jobs state a salary to compare by ${what} yet.`;
  const byMedian = [...rows].sort((a, b) => a.p50 - b.p50);
  const low = byMedian[0]!;
  const high = byMedian[byMedian.length - 1]!;
  if (low === high)
    return `The median salary for ${low.label} is ${formatUsdShort(low.p50)} (middle half ${formatUsdShort(low.p25)}–${formatUsdShort(low.p75)}).`;
  return `Median salaries by ${what} range from ${formatUsdShort(low.p50)} (${low.label}) to ${formatUsdShort(high.p50)} (${high.label}).`;
}

export const tagSalaryRows = (insights: MarketInsights): Labelled[] => insights.salaryByTag.map((r) => ({ ...r, label: r.tag }));
export const senioritySalaryRows = (insights: MarketInsights): Labelled[] =>
  insights.salaryBySeniority.map((r) => ({ ...r, label: SENIORITY_LABELS[r.seniority] ?? r.seniority }));

export function remoteSummary(remote: MarketInsights['remote']): string {
  if (remote.jobs === 0) return 'No jobs were posted in the last 30 days.';
  return `${formatShare(remote.share)} of the jobs posted in the last 30 days are open to remote work (${formatCount(remote.remoteJobs)} of ${formatCount(remote.jobs)}).`;
}
