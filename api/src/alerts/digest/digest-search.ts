import { ALERT_DIGEST_MAX_JOBS, type SearchFilters } from '@chainwork/shared-config';
import type { SqlDatabase, SqlStatement } from '../../db/database';
import { SUMMARY_COLUMNS, toJobSummary, type JobSummaryRow } from '../../db/job-row';
import type { JobSummary } from '../../job-types';
import { firstIdPostedAfter } from '../../search/live-window';
import { allOf, filterClauses, textExpressions } from '../../search/match-expression';
import { expandablePrefix } from '../../search/prefix-expansion';
import { expandedInSql } from '../../search/prefix-in-sql';
import { RUN_CEILING } from '../run/window-index';
import { planSearch, postedAfter } from '../../search/search-plan';

/** What a digest needs to know about its alert. */
export interface DigestTarget {
  id: number;
  search: SearchFilters;
  /** The digest's cursor: jobs with a larger id were posted after the alert's last digest. */
  lastJobId: number;
}

/** The new jobs of one alert: the first ALERT_DIGEST_MAX_JOBS (Featured, then newest), and whether there are more. */
export interface DigestJobs {
  jobs: JobSummary[];
  /** More new jobs match than the digest lists (the mail then says "20+ new jobs" and links to the search). */
  more: boolean;
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
 * is still an FTS5 index lookup). A D1 statement costs several times the search itself: in
 * `npm run bench:alerts` the search of a 50-alert message fell from 6.7 to 3.5 ms per alert
 * when its 50 statements became one. The cursor bound comes before the live-window bound:
 * FTS5 seeks to the first rowid bound it is given, and the cursor (one day) is the tighter
 * of the two; SQLite still checks both, against the alert's values read from the JSON and
 * the live window's first id looked up once per alert (`alerts_in`), not once per matching row.
 *
 * Per alert, only what the mail shows is read: its newest ALERT_DIGEST_MAX_JOBS + 1 matches
 * (FTS5 walks the rowids down from the top and stops there; the one over the limit says
 * "more") and its matches among the few jobs pinned right now (`featured_now`, from the
 * partial index `jobs_featured`: a rowid lookup each), so a Featured job is never cut for
 * being older than twenty newer matches. Counting every match would read every doclist to
 * its end: in the benchmark that count was most of the search.
 *
 * And the index is the run's window (alerts/run/window-index.ts): the same documents as
 * job_search, but only the jobs a run can mail, so each MATCH reads a day's or a week's
 * doclists, not the whole board's. Its SQL time per alert in the benchmark: 1.1-1.3 ms on
 * job_search, 0.3-0.65 ms on the window. A job unpublished since the window was built is
 * left out by its status when the summaries are read.
 */
const ALERTS = `
  SELECT key AS target, value ->> 'alertId' AS alert_id, value ->> 'expression' AS expression,
    value ->> 'lastJobId' AS last_job_id, ${firstIdPostedAfter("(value ->> 'postedAfter')")} AS first_live_id,
    coalesce(value ->> 'lastJobId' >= (SELECT floor_id FROM alert_search_window), 0) AS in_window
  FROM json_each(?1)`;

/** An alert's (`a`) new matches in `index`: its search, above its cursor, in the live window, never mailed. */
const newMatch = (index: string) => `${index} MATCH ${expandedInSql('a.expression')}
    AND ${index}.rowid > a.last_job_id AND ${index}.rowid >= a.first_live_id AND ${index}.rowid <= (SELECT id FROM ceiling)
    AND ${index}.rowid NOT IN (SELECT job_id FROM alert_sent_jobs WHERE alert_id = a.alert_id)`;

/*
 * SQLite has no LATERAL join: each alert's newest matches come as a JSON array from a
 * correlated subquery (its LIMIT is per alert), unpacked by json_each. ?2 is
 * ALERT_DIGEST_MAX_JOBS + 1, ?3 the run's time. Alerts whose cursor is in the run's window
 * search the window index; the others (none, in a normal run) the whole board's.
 */
const picked = (index: string, which: string) => `
  SELECT a.target, newest.value AS id FROM alerts_in AS a, json_each((
    SELECT json_group_array(rowid) FROM (SELECT ${index}.rowid FROM ${index} WHERE ${newMatch(index)} ORDER BY ${index}.rowid DESC LIMIT ?2)
  )) AS newest WHERE ${which}
  UNION
  SELECT a.target, ${index}.rowid FROM alerts_in AS a JOIN ${index} WHERE ${which} AND ${newMatch(index)} AND ${index}.rowid IN featured_now`;

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
WITH featured_now AS MATERIALIZED (SELECT id FROM jobs WHERE featured_until > ?3),
ceiling AS MATERIALIZED (SELECT ${RUN_CEILING} AS id),
alerts_in AS MATERIALIZED (${ALERTS}),
picked AS MATERIALIZED (${picked('job_search_window', 'a.in_window')} UNION ${picked('job_search', 'NOT a.in_window')})
SELECT NULL AS target, ${SUMMARY_COLUMNS} FROM jobs WHERE jobs.id IN (SELECT id FROM picked) AND jobs.status = 'published'
UNION ALL
SELECT target, id, ${Array.from({ length: SUMMARY_COLUMN_COUNT - 1 }, () => 'NULL').join(', ')} FROM picked`;

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
  return db.prepare(DIGESTS_SQL).bind(JSON.stringify(alerts), ALERT_DIGEST_MAX_JOBS + 1, now.getTime());
}

/** One DigestJobs per target of `digestsStatement`, in its order. */
export function readDigests(result: { results: unknown[] } | undefined, targetCount: number, now: Date): DigestJobs[] {
  const rows = (result?.results ?? []) as Array<JobSummaryRow & { target: number | null }>;
  const jobs = new Map<number, JobSummary>();
  const picked = Array.from({ length: targetCount }, () => [] as number[]);
  for (const row of rows) {
    if (row.target === null) jobs.set(row.id, toJobSummary(row));
    else picked[row.target]?.push(row.id);
  }
  return picked.map((ids) =>
    firstOfDigest(
      ids.flatMap((id) => {
        const job = jobs.get(id);
        return job ? [job] : [];
      }),
      now,
    ),
  );
}

/** A digest from its candidate jobs: Featured first, then newest, at most ALERT_DIGEST_MAX_JOBS. */
function firstOfDigest(candidates: JobSummary[], now: Date): DigestJobs {
  const sorted = candidates.sort(featuredFirst(now));
  return { jobs: sorted.slice(0, ALERT_DIGEST_MAX_JOBS), more: sorted.length > ALERT_DIGEST_MAX_JOBS };
}

/** Jobs still in their pinned days first, then newest first (ids follow the posting date). */
function featuredFirst(now: Date): (a: JobSummary, b: JobSummary) => number {
  const featured = (job: JobSummary) => (job.featuredUntil !== null && job.featuredUntil > now ? 1 : 0);
  return (a, b) => featured(b) - featured(a) || b.id - a.id;
}

/** The run's ceiling: the cursor every alert of a run moves to (read in the same transaction as its digests). */
export function highWaterStatement(db: SqlDatabase): SqlStatement {
  return db.prepare(`SELECT ${RUN_CEILING} AS id`);
}

export function readHighWater(result: { results: unknown[] } | undefined): number {
  const row = result?.results[0] as { id?: unknown } | undefined;
  return typeof row?.id === 'number' ? row.id : 0;
}
