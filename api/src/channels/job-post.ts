import { jobPath } from '@chainwork/shared-config';
import type { SqlDatabase } from '../db/database';
import { SUMMARY_COLUMNS, toJobSummary, type JobSummaryRow } from '../db/job-row';
import { salaryWords } from '../alerts/mail/alert-mails';
import type { ChannelPost } from './types';

/**
 * The job as the channels word it, read when the post is sent (so an approved edit in between is
 * what goes out). Null when the job is no longer on the board: closed, removed or gone.
 */
export async function loadChannelPost(db: SqlDatabase, slug: string, siteUrl: string, now: Date): Promise<ChannelPost | null> {
  const row = await db
    .prepare(`SELECT ${SUMMARY_COLUMNS} FROM jobs WHERE jobs.slug = ?1 AND jobs.status = 'published'`)
    .bind(slug)
    .first<JobSummaryRow>();
  if (!row) return null;
  const job = toJobSummary(row);
  return {
    slug: job.Pretty_url,
    title: job.Title,
    company: job.Company,
    location: job.locationLabel,
    // Pay as the company published it when it is not yearly USD, else the yearly USD range.
    salary: job.pay?.label ?? salaryWords(job),
    tags: job.tags,
    url: `${siteUrl}${jobPath(job.Pretty_url)}`,
    featured: job.featuredUntil !== null && job.featuredUntil.getTime() > now.getTime(),
    postedAt: job.Date,
  };
}
