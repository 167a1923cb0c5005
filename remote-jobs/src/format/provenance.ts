import type { Job } from '@chainwork/api';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/** "just now", "5 minutes ago", "2 hours ago", "3 days ago": when a source was last read. */
export function checkedAgo(checked: Date, now: Date): string {
  const elapsed = now.getTime() - checked.getTime();
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  return plural(Math.floor(elapsed / DAY), 'day');
}

/**
 * Where a job came from, in the words a visitor reads on its page: posted here by the
 * company, or read from the company's own careers page (and when we last checked it).
 */
export function provenanceText(job: Pick<Job, 'Company' | 'origin' | 'source'>, now: Date): string {
  if (job.origin === 'posted' || !job.source) return `Posted on Chainwork by ${job.Company}`;
  const from = `From ${job.Company}'s careers page`;
  return job.source.checkedAt ? `${from}, checked ${checkedAgo(job.source.checkedAt, now)}` : from;
}
