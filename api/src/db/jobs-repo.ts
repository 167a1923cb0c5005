import { JOB_VALIDITY_MS } from '@chainwork/shared-config';
import type { CursorPosition } from '../cursor';
import type { Job, JobSummary } from '../job-types';
import type { SqlDatabase } from './database';
import { DETAIL_COLUMNS, SUMMARY_COLUMNS, toJob, toJobSummary, type JobDetailRow, type JobSummaryRow } from './job-row';

/*
 * `status = 'published'` is written as a literal, never bound: SQLite uses the partial
 * index jobs_published_newest only when the query repeats the index's WHERE clause.
 * A job is live while now < Date + JOB_VALIDITY_MS, i.e. posted_at > now - validity,
 * which is a range on the same index.
 */
const LIVE = `status = 'published' AND posted_at > ?1`;
const NEWEST_FIRST = `ORDER BY posted_at DESC, id DESC`;

const FIRST_PAGE_SQL = `SELECT ${SUMMARY_COLUMNS} FROM jobs WHERE ${LIVE} ${NEWEST_FIRST} LIMIT ?2`;
const NEXT_PAGE_SQL = `SELECT ${SUMMARY_COLUMNS} FROM jobs WHERE ${LIVE} AND (posted_at, id) < (?3, ?4) ${NEWEST_FIRST} LIMIT ?2`;
const COUNT_LIVE_SQL = `SELECT count(*) AS total FROM jobs WHERE ${LIVE}`;
const BY_SLUG_SQL = `SELECT ${DETAIL_COLUMNS} FROM jobs WHERE slug = ?1 AND status = 'published'`;

export interface LiveJobsPage {
  items: JobSummary[];
  /** The last item's position when more live jobs follow it, else null. */
  next: CursorPosition | null;
  total: number;
}

/**
 * One page of live published jobs, newest first, after `after` (keyset paging: a job
 * inserted meanwhile lands before the cursor or after it, never shifting later pages).
 * Page and count run in one batch, so they see the same snapshot.
 */
export async function findLiveJobs(
  db: SqlDatabase,
  options: { now: Date; limit: number; after: CursorPosition | null },
): Promise<LiveJobsPage> {
  const cutoff = options.now.getTime() - JOB_VALIDITY_MS;
  // One extra row tells whether another page exists without a second query.
  const page = options.after
    ? db.prepare(NEXT_PAGE_SQL).bind(cutoff, options.limit + 1, options.after.dateMs, options.after.id)
    : db.prepare(FIRST_PAGE_SQL).bind(cutoff, options.limit + 1);
  const [pageResult, countResult] = await db.batch([page, db.prepare(COUNT_LIVE_SQL).bind(cutoff)]);
  const rows = (pageResult?.results ?? []) as JobSummaryRow[];
  const total = (countResult?.results[0] as { total: number } | undefined)?.total;
  if (total === undefined) throw new Error('Live job count returned no row');

  const items = rows.slice(0, options.limit).map(toJobSummary);
  const last = items.at(-1);
  const next = rows.length > options.limit && last ? { dateMs: last.Date.getTime(), id: last.id } : null;
  return { items, next, total };
}

/** A published job by its slug, live or expired; null when there is none. */
export async function findPublishedJobBySlug(db: SqlDatabase, slug: string, now: Date): Promise<Job | null> {
  const row = await db.prepare(BY_SLUG_SQL).bind(slug).first<JobDetailRow>();
  return row ? toJob(row, now) : null;
}
