import { ALERT_DIGEST_MAX_JOBS, type SearchFilters } from '@chainwork/shared-config';
import type { SqlDatabase, SqlStatement } from '../../db/database';
import { SUMMARY_COLUMNS, toJobSummary, type JobSummaryRow } from '../../db/job-row';
import type { JobSummary } from '../../job-types';
import { firstIdPostedAfter } from '../../search/live-window';
import { allOf, filterClauses, textExpressions } from '../../search/match-expression';
import { expandablePrefix } from '../../search/prefix-expansion';
import { expandedInSql } from '../../search/prefix-in-sql';
import { planSearch, postedAfter } from '../../search/search-plan';
import { TOTAL_CAP } from '../../search/total';

/** What a digest needs to know about its alert. */
export interface DigestTarget {
  id: number;
  search: SearchFilters;
  /** The digest's cursor: jobs with a larger id were posted after the alert's last digest. */
  lastJobId: number;
}

/** The new jobs of one alert: the first ALERT_DIGEST_MAX_JOBS, newest first, and how many there are. */
export interface DigestJobs {
  jobs: JobSummary[];
  /** Every new match, up to TOTAL_CAP (the mail says "N new jobs", linking to the rest). */
  total: number;
}

/*
 * A digest is the site's search (the same plan, MATCH expressions, prefix expansion, live
 * window) restricted to the ids above the alert's cursor: ids follow Date (api README,
 * design 1), so that is "posted after the last digest", a rowid range FTS5 seeks to. Jobs
 * in `alert_sent_jobs` are left out as well, so a job is never mailed twice even if a
 * cursor were ever behind. Newest first: a digest is news, not a ranking.
 *
 * Featured jobs first (PLANS.featured.firstInFeeds): within a digest, the jobs still in their
 * pinned days (`jobs.featured_until`) lead, newest first, then the rest, newest first.
 *
 * ?1 expression, ?2 cursor (last job id), ?3 live/posted bound (ms), ?4 alert id, ?5 page
 * size, ?6 count cap. The count is a non-correlated subquery: SQLite runs it once.
 */
const MATCHES = `
  SELECT rowid FROM job_search
  WHERE job_search MATCH ${expandedInSql('?1')} AND rowid > ?2 AND rowid >= ${firstIdPostedAfter('?3')}
    AND rowid NOT IN (SELECT job_id FROM alert_sent_jobs WHERE alert_id = ?4)`;

const DIGEST_SQL = `
SELECT ${SUMMARY_COLUMNS}, (SELECT count(*) FROM (${MATCHES} LIMIT ?6)) AS new_total
FROM jobs WHERE jobs.id IN (${MATCHES} ORDER BY rowid DESC LIMIT ?5)`;

/** The alert's search as one MATCH expression, built exactly as the site builds it. */
export function digestExpression(search: SearchFilters): string {
  const plan = planSearch(search);
  // A long prefix is expanded inside the statement, as a first visitor's search is.
  const text = textExpressions({ ...plan.text, prefixInSql: expandablePrefix(plan.text) !== null });
  return allOf([text?.anywhere, ...filterClauses(plan.filters)]);
}

export function digestStatement(db: SqlDatabase, target: DigestTarget, now: Date): SqlStatement {
  return db
    .prepare(DIGEST_SQL)
    .bind(
      digestExpression(target.search),
      target.lastJobId,
      postedAfter(now, target.search.posted),
      target.id,
      ALERT_DIGEST_MAX_JOBS,
      TOTAL_CAP,
    );
}

export function readDigest(result: { results: unknown[] } | undefined, now: Date): DigestJobs {
  const rows = (result?.results ?? []) as Array<JobSummaryRow & { new_total: number }>;
  const featured = (row: JobSummaryRow) => (row.featured_until !== null && row.featured_until > now.getTime() ? 1 : 0);
  rows.sort((a, b) => featured(b) - featured(a) || b.id - a.id);
  return { jobs: rows.map(toJobSummary), total: rows[0]?.new_total ?? 0 };
}

/** The newest job id: the cursor every alert of a run moves to (read in the same transaction as its digests). */
export function highWaterStatement(db: SqlDatabase): SqlStatement {
  return db.prepare('SELECT coalesce(max(id), 0) AS id FROM jobs');
}

export function readHighWater(result: { results: unknown[] } | undefined): number {
  const row = result?.results[0] as { id?: unknown } | undefined;
  return typeof row?.id === 'number' ? row.id : 0;
}
