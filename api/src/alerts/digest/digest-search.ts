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

/** The new jobs of one alert: the first ALERT_DIGEST_MAX_JOBS (Featured, then newest), and how many there are. */
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
 * One statement for every alert of a queue message: the alerts come in as a JSON array
 * (?1) and each one's MATCH runs against the index from its own cursor (a correlated MATCH
 * on a join is still an FTS5 index lookup). A D1 statement costs several times the search
 * itself: in `npm run bench:alerts` the search of a 50-alert message fell from 6.7 to 3.5 ms
 * per alert when its 50 statements became one. The cursor bound comes
 * before the live-window bound: FTS5 seeks to the first rowid bound it is given, and the
 * cursor (one day) is the tighter of the two; SQLite still checks both, against the
 * alert's values read from the JSON and the live window's first id looked up once per alert
 * (`alerts_in`), not once per matching row.
 *
 * Per alert: the first ALERT_DIGEST_MAX_JOBS matches (Featured, then newest), with their summaries,
 * and the number of matches (capped at TOTAL_CAP in readDigests, as the site's total is).
 */
const ALERTS = `
  SELECT key AS target, value ->> 'alertId' AS alert_id, value ->> 'expression' AS expression,
    value ->> 'lastJobId' AS last_job_id, ${firstIdPostedAfter("(value ->> 'postedAfter')")} AS first_live_id
  FROM json_each(?1)`;

const MATCHES = `
  SELECT a.target, job_search.rowid AS id FROM alerts_in AS a JOIN job_search
  WHERE job_search MATCH ${expandedInSql('a.expression')}
    AND job_search.rowid > a.last_job_id AND job_search.rowid >= a.first_live_id
    AND job_search.rowid NOT IN (SELECT job_id FROM alert_sent_jobs WHERE alert_id = a.alert_id)`;

/*
 * Which matches make the first ALERT_DIGEST_MAX_JOBS: Featured ones still in their pinned
 * days (?3 is the run's time) before the rest, so a Featured job is never cut for being
 * older than twenty newer matches; a primary-key lookup per match.
 */
const RANKED = `
  SELECT target, id, row_number() OVER (PARTITION BY target ORDER BY
      (SELECT coalesce(featured_until, 0) > ?3 FROM jobs WHERE jobs.id = m.id) DESC, id DESC) AS position,
    count(*) OVER (PARTITION BY target) AS new_total
  FROM (${MATCHES}) AS m`;

/** Columns of a SELECT list: its commas outside parentheses, plus one. */
function columnCount(selectList: string): number {
  let depth = 0;
  let count = 1;
  for (const char of selectList) {
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) count += 1;
  }
  return count;
}

/*
 * Alerts of a message share many of their newest jobs, so each job's summary comes once:
 * the job rows first (`target` NULL), then one row per alert and job (the summary columns
 * NULL). A compound SELECT takes its column names from its first arm; its arms must have as
 * many columns, counted from SUMMARY_COLUMNS so that adding a column cannot break it.
 */
const SUMMARY_COLUMN_COUNT = columnCount(SUMMARY_COLUMNS);
const DIGESTS_SQL = `
WITH alerts_in AS MATERIALIZED (${ALERTS}),
top AS MATERIALIZED (SELECT target, id, new_total FROM (${RANKED}) WHERE position <= ?2)
SELECT NULL AS target, NULL AS new_total, ${SUMMARY_COLUMNS} FROM jobs WHERE jobs.id IN (SELECT id FROM top)
UNION ALL
SELECT target, new_total, id, ${Array.from({ length: SUMMARY_COLUMN_COUNT - 1 }, () => 'NULL').join(', ')} FROM top`;

/** The alert's search as one MATCH expression, built exactly as the site builds it. */
export function digestExpression(search: SearchFilters): string {
  const plan = planSearch(search);
  // A long prefix is expanded inside the statement, as a first visitor's search is.
  const text = textExpressions({ ...plan.text, prefixInSql: expandablePrefix(plan.text) !== null });
  return allOf([text?.anywhere, ...filterClauses(plan.filters)]);
}

/** The digests of several alerts in one statement; read its result with `readDigests`, in the same order. */
export function digestsStatement(db: SqlDatabase, targets: readonly DigestTarget[], now: Date): SqlStatement {
  const alerts = targets.map((target) => ({
    alertId: target.id,
    expression: digestExpression(target.search),
    lastJobId: target.lastJobId,
    postedAfter: postedAfter(now, target.search.posted),
  }));
  return db.prepare(DIGESTS_SQL).bind(JSON.stringify(alerts), ALERT_DIGEST_MAX_JOBS, now.getTime());
}

/** One DigestJobs per target of `digestsStatement`, in its order. */
export function readDigests(result: { results: unknown[] } | undefined, targetCount: number, now: Date): DigestJobs[] {
  const rows = (result?.results ?? []) as Array<JobSummaryRow & { target: number | null; new_total: number | null }>;
  const jobs = new Map<number, JobSummary>();
  const digests = Array.from({ length: targetCount }, () => ({ ids: [] as number[], total: 0 }));
  for (const row of rows) {
    if (row.target === null) {
      jobs.set(row.id, toJobSummary(row));
      continue;
    }
    const digest = digests[row.target];
    if (!digest) continue;
    digest.ids.push(row.id);
    digest.total = Math.min(row.new_total ?? 0, TOTAL_CAP);
  }
  return digests.map(({ ids, total }) => ({
    jobs: ids
      .flatMap((id) => {
        const job = jobs.get(id);
        return job ? [job] : [];
      })
      .sort(featuredFirst(now)),
    total,
  }));
}

/** Jobs still in their pinned days first, then newest first (ids follow the posting date). */
function featuredFirst(now: Date): (a: JobSummary, b: JobSummary) => number {
  const featured = (job: JobSummary) => (job.featuredUntil !== null && job.featuredUntil > now ? 1 : 0);
  return (a, b) => featured(b) - featured(a) || b.id - a.id;
}

/** One alert's rows in the shape of a digest (the naive baseline's statement returns them so). */
export function readDigest(result: { results: unknown[] } | undefined, now: Date): DigestJobs {
  const rows = (result?.results ?? []) as Array<JobSummaryRow & { new_total: number }>;
  return { jobs: rows.map(toJobSummary).sort(featuredFirst(now)), total: rows[0]?.new_total ?? 0 };
}

/** The newest job id: the cursor every alert of a run moves to (read in the same transaction as its digests). */
export function highWaterStatement(db: SqlDatabase): SqlStatement {
  return db.prepare('SELECT coalesce(max(id), 0) AS id FROM jobs');
}

export function readHighWater(result: { results: unknown[] } | undefined): number {
  const row = result?.results[0] as { id?: unknown } | undefined;
  return typeof row?.id === 'number' ? row.id : 0;
}
