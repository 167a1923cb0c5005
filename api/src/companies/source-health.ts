/**
 * Import sources as moderators and claimants see them: health, and what each one shows on
 * the board; and the moderators' pause, resume and remove.
 */
import { TRPCError } from '@trpc/server';
import { JOB_VALIDITY_MS } from '@chainwork/shared-config';
import { COMPANY_MESSAGES } from '@chainwork/shared-config/companies';
import type { SqlDatabase } from '../db/database';
import { closeSourcesStatements } from '../imports/pipeline/job-writes';
import type { Provider } from '../imports/types';

export const SOURCE_STATUSES = ['active', 'paused', 'removed'] as const;
export type SourceStatus = (typeof SOURCE_STATUSES)[number];

export interface SourceHealth {
  id: string;
  provider: Provider;
  board: string;
  companySlug: string;
  companyName: string;
  origin: 'file' | 'employer';
  status: SourceStatus;
  lastRunAt: Date | null;
  lastSuccessAt: Date | null;
  lastError: string | null;
  lastErrorAt: Date | null;
  consecutiveFailures: number;
  nextAttemptAt: Date | null;
  jobsSeen: number;
  /** Live jobs the source lists now (a job two sources list counts for both). */
  openJobs: number;
}

interface SourceRow {
  id: string;
  provider: Provider;
  board: string;
  company_slug: string;
  company_name: string;
  origin: 'file' | 'employer';
  status: SourceStatus;
  last_run_at: number | null;
  last_success_at: number | null;
  last_error: string | null;
  last_error_at: number | null;
  consecutive_failures: number;
  next_attempt_at: number;
  jobs_seen: number;
  open_jobs: number;
}

/*
 * Failing active sources first (most failures first), then active, paused, removed; by
 * company within each. Open jobs: the source's open postings (their primary key starts with
 * source_id) whose job is live.
 */
const SOURCES_SQL = `
SELECT s.id, s.provider, s.board, s.company_slug, c.name AS company_name, s.origin, s.status,
       s.last_run_at, s.last_success_at, s.last_error, s.last_error_at, s.consecutive_failures, s.next_attempt_at, s.jobs_seen,
       (SELECT count(DISTINCT p.job_id) FROM imported_postings AS p JOIN jobs AS j ON j.id = p.job_id
        WHERE p.source_id = s.id AND p.closed_at IS NULL AND j.status = 'published' AND j.posted_at > ?1) AS open_jobs
FROM import_sources AS s JOIN companies AS c ON c.slug = s.company_slug
WHERE ?2 IS NULL OR s.company_slug = ?2
ORDER BY (s.status = 'active' AND s.consecutive_failures > 0) DESC, s.consecutive_failures DESC,
         CASE s.status WHEN 'active' THEN 0 WHEN 'paused' THEN 1 ELSE 2 END, lower(c.name), s.id`;

const date = (ms: number | null) => (ms === null ? null : new Date(ms));

function toSourceHealth(row: SourceRow): SourceHealth {
  return {
    id: row.id,
    provider: row.provider,
    board: row.board,
    companySlug: row.company_slug,
    companyName: row.company_name,
    origin: row.origin,
    status: row.status,
    lastRunAt: date(row.last_run_at),
    lastSuccessAt: date(row.last_success_at),
    lastError: row.last_error,
    lastErrorAt: date(row.last_error_at),
    consecutiveFailures: row.consecutive_failures,
    // 0 means "whenever the cron next runs".
    nextAttemptAt: row.next_attempt_at > 0 ? new Date(row.next_attempt_at) : null,
    jobsSeen: row.jobs_seen,
    openJobs: row.open_jobs,
  };
}

/** Every source (or one company's), failing ones first. */
export async function sourcesHealth(db: SqlDatabase, now: Date, companySlug: string | null = null): Promise<SourceHealth[]> {
  const { results } = await db
    .prepare(SOURCES_SQL)
    .bind(now.getTime() - JOB_VALIDITY_MS, companySlug)
    .all<SourceRow>();
  return results.map(toSourceHealth);
}

/**
 * Pause, resume or remove a source. Resuming makes it due at once (next_attempt_at = 0).
 * Removing closes its postings, then, in the same transaction, every imported job no open
 * posting of another source lists any more (status 'removed', closed_at = now, like a role
 * a board dropped); a job another source still lists is shown from that one instead. Posted
 * jobs are never closed by an import.
 */
export async function setSourceStatus(db: SqlDatabase, id: string, status: SourceStatus, now: Date): Promise<void> {
  const at = now.getTime();
  const setStatus = db
    .prepare(
      `UPDATE import_sources SET status = ?2, updated_at = ?3, next_attempt_at = CASE WHEN ?2 = 'active' THEN 0 ELSE next_attempt_at END
       WHERE id = ?1 RETURNING id`,
    )
    .bind(id, status, at);
  if (status !== 'removed') {
    if (!(await setStatus.first())) throw sourceNotFound();
    return;
  }
  const [found] = await db.batch<{ id: string }>([setStatus, ...closeSourcesStatements(db, 'SELECT ?1', id, at)]);
  if (!found?.results.length) throw sourceNotFound();
}

function sourceNotFound(): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message: COMPANY_MESSAGES.sourceNotFound });
}
