import { SUMMARY_COLUMNS, type JobSummaryRow } from '../../db/job-row';
import type { SqlDatabase, SqlStatement } from '../../db/database';
import { readTotal, totalStatement } from '../total';
import { FACET_TOKENS, MAX_SALARY_BAND, salaryBand } from '../facet-tokens';
import { NO_UPPER_BOUND, firstIdPostedAfter } from '../live-window';
import { EVERY_JOB, allOf, facetsAnyOf } from '../match-expression';
import type { PageRequest, PageResult } from './page-types';

/*
 * Highest salary first, without joining every salaried match to `jobs` to sort it
 * (40-80 ms at 100k jobs). Every salaried job carries a token for its $5k band. A page
 * walks the bands from the top (or from the cursor's band) down, counting each band's
 * matches (one small doclist intersection) until it has enough, then reads only the
 * walked bands' rows and sorts those by exact salary, then id. A walk stops after
 * WALK_STEPS bands; a short page continues where the walk ended.
 */
export interface SalaryWalkTuning {
  /** Bands one statement walks at most. */
  walkSteps: number;
  /** Below this many salaried matches in all, one join of them all beats walking on. */
  smallMatchSet: number;
}

export const SALARY_WALK_TUNING: SalaryWalkTuning = { walkSteps: 40, smallMatchSet: 2000 };

const band = (value: string) => `'facets : "salband_' || ${value} || '"'`;

/** The band of the highest salary on the board (index jobs_by_salary), capped like the tokens. */
const TOP_BAND = `min(${MAX_SALARY_BAND}, coalesce(CAST((SELECT max(numeric_salary) FROM jobs) / 5000 AS INTEGER), 0))`;

/**
 * ?1 the search expression followed by " AND " (empty when it matches every job), ?2 posted after, ?3 first band (NULL: the top band), ?4/?5 cursor (salary, id),
 * ?6 rows wanted, ?7 walk steps. Returns the page's rows, each with `walked_to` (the
 * lowest band walked); an empty page is one row of nulls with `walked_to`. D1 binds
 * every JS number as REAL, so the band is cast before it is spelled into a token.
 */
const SALARY_WALK_SQL = `
WITH RECURSIVE
bounds(lo) AS (SELECT ${firstIdPostedAfter('?2')}),
walk(band, got, steps) AS (
  SELECT first.band, (SELECT count(*) FROM job_search
              WHERE job_search MATCH (?1 || ${band('first.band')}) AND rowid >= (SELECT lo FROM bounds)), 1
  FROM (SELECT coalesce(CAST(?3 AS INTEGER), ${TOP_BAND}) AS band) AS first
  UNION ALL
  SELECT band - 1, got + (SELECT count(*) FROM job_search
                          WHERE job_search MATCH (?1 || ${band('(band - 1)')}) AND rowid >= (SELECT lo FROM bounds)), steps + 1
  FROM walk WHERE band > 0 AND got < ?6 AND steps < ?7
),
page AS (
  SELECT ${SUMMARY_COLUMNS} FROM jobs
  WHERE jobs.id IN (
    SELECT rowid FROM job_search
    WHERE job_search MATCH (?1 || 'facets : (' || (SELECT group_concat('"salband_' || band || '"', ' OR ') FROM walk) || ')')
      AND rowid >= (SELECT lo FROM bounds))
    AND (jobs.numeric_salary, jobs.id) < (?4, ?5)
  ORDER BY jobs.numeric_salary DESC, jobs.id DESC LIMIT ?6
)
SELECT (SELECT min(band) FROM walk) AS walked_to, page.* FROM (SELECT 1) LEFT JOIN page`;

/** Every salaried match after the cursor, sorted: for small match sets. */
const SALARY_ALL_SQL = `
SELECT ${SUMMARY_COLUMNS} FROM jobs
WHERE jobs.id IN (SELECT rowid FROM job_search WHERE job_search MATCH ?1 AND rowid >= ${firstIdPostedAfter('?2')})
  AND (jobs.numeric_salary, jobs.id) < (?3, ?4)
ORDER BY jobs.numeric_salary DESC, jobs.id DESC LIMIT ?5`;

type SalaryRow = JobSummaryRow & { numeric_salary: number };
/** A row of the walk: the page's row, or all nulls but `walked_to` when the page is empty. */
type WalkRow = (SalaryRow | { [K in keyof SalaryRow]: null }) & { walked_to: number };

export async function salaryPage(
  db: SqlDatabase,
  request: PageRequest & { expression: string; after: { salary: number; id: number } | null },
  tuning: SalaryWalkTuning = SALARY_WALK_TUNING,
): Promise<PageResult> {
  const wanted = request.limit + 1;
  const salaried = allOf([request.expression, facetsAnyOf([FACET_TOKENS.salaryKnown])]);
  // Every job carries a band token or none, so "every job AND band" is just the band.
  const searchAnd = request.expression === EVERY_JOB ? '' : `(${request.expression}) AND `;
  const after = request.after ?? { salary: NO_UPPER_BOUND, id: NO_UPPER_BOUND };
  const walk = (from: number | null, cursor: { salary: number; id: number }, rows: number): SqlStatement =>
    db.prepare(SALARY_WALK_SQL).bind(searchAnd, request.postedAfterMs, from, cursor.salary, cursor.id, rows, tuning.walkSteps);

  const firstBand = request.after ? salaryBand(request.after.salary) : null;
  const [walkResult, countResult, ...alongside] = await db.batch([
    walk(firstBand, after, wanted), totalStatement(db, salaried, request.postedAfterMs, request.knownTotal), ...(request.alongside ?? []),
  ]);
  const counted = readTotal(countResult);
  const total = counted.total;
  let walked = readWalk(walkResult);
  const rows: SalaryRow[] = walked.rows;

  // The walk counted whole bands, the cursor's band included, so a page can come back short.
  while (rows.length < wanted && walked.lowestBand > 0) {
    const cursor = rows.at(-1) ? { salary: rows.at(-1)!.numeric_salary, id: rows.at(-1)!.id } : after;
    if (total <= tuning.smallMatchSet) {
      const [rest] = await db.batch([
        db.prepare(SALARY_ALL_SQL).bind(salaried, request.postedAfterMs, cursor.salary, cursor.id, wanted - rows.length),
      ]);
      rows.push(...((rest?.results ?? []) as SalaryRow[]));
      break;
    }
    const [more] = await db.batch([walk(walked.lowestBand - 1, cursor, wanted - rows.length)]);
    walked = readWalk(more);
    rows.push(...walked.rows);
  }

  const items = rows.slice(0, request.limit);
  const last = items.at(-1);
  return {
    rows: items,
    next: rows.length > request.limit && last ? { order: 'salary', salary: last.numeric_salary, id: last.id } : null,
    total,
    counted,
    alongside,
  };
}

function readWalk(result: { results: unknown[] } | undefined): { rows: SalaryRow[]; lowestBand: number } {
  const raw = (result?.results ?? []) as WalkRow[];
  const lowestBand = raw[0]?.walked_to;
  if (typeof lowestBand !== 'number') throw new Error('salary walk returned no band');
  const rows = raw.filter((row): row is SalaryRow & { walked_to: number } => row.id !== null);
  rows.sort((a, b) => b.numeric_salary - a.numeric_salary || b.id - a.id);
  return { rows, lowestBand };
}
