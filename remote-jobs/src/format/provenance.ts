import type { Job } from '@chainwork/api';
import { formatAge } from './age';

/**
 * Where a job came from, in the words a visitor reads on its page: posted here by the
 * company, or read from the company's own careers page (and when we last checked it, in
 * the cards' short form: "checked 2h ago").
 */
export function provenanceText(job: Pick<Job, 'Company' | 'origin' | 'source'>, now: Date): string {
  if (job.origin === 'posted' || !job.source) return `Posted on Chainwork by ${job.Company}`;
  const from = `From ${job.Company}'s careers page`;
  return job.source.checkedAt ? `${from}, checked ${formatAge(job.source.checkedAt, now)}` : from;
}
