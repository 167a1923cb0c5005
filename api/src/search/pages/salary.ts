import { SUMMARY_COLUMNS, type JobSummaryRow } from '../../db/job-row';
import type { SqlDatabase, SqlStatement } from '../../db/database';
import { readTotal, totalStatement, type CountedTotal, type SalaryBands } from '../total';
import { FACET_TOKENS, MAX_SALARY_BAND, SALARY_BAND_USD, salaryBand } from '../facet-tokens';
import { NO_UPPER_BOUND, firstIdPostedAfter } from '../live-window';
import { EVERY_JOB, allOf, facetsAnyOf } from '../match-expression';
import type { PageRequest, PageResult } from './page-types';
import { expandedInSql } from '../prefix-in-sql';

/*
 * Highest salary first, without joining every salaried match to `jobs` to sort it
 * (40-80 ms at 100k jobs). Every salaried job carries a token for its $5k band. A page
 * walks the bands from the top (or from the cursor's band) down, counting the matches of
 * each step (one small doclist intersection) until it has enough, then reads only the
 * rows of the single bands that found some and sorts those by exact salary, then id.
 * After a step without matches the next one is twice as wide (up to MAX_GROUP bands), so
 * a long empty stretch (a search whose salaries are all low) costs a few counts; a wide
 * step that finds matches is walked again band by band from its top, so the rows read
 * stay those of the bands the page needs. A walk stops after `walkSteps` steps; a short
 * page continues where it ended. The rows are read from the matches (`CROSS JOIN` fixes
 * that order): left to itself, SQLite may walk `jobs` in salary order testing each row
 * against the match list, which took twice as long (4 -> 8 ms for the statement at 40k jobs).
 */
export interface SalaryWalkTuning {
  /** Steps one statement walks at most. */
  walkSteps: number;
  /** Below this many salaried matches in all, one join of them all beats walking on. */
  smallMatchSet: number;
  /** Salary-index entries a page tests against the search before it walks the bands (0: none). */
  indexWindow: number;
  /**
   * The window is tried only when the search's kept total (from an earlier page) has at least
   * this many salaried matches: a sparser search (a filter of low-paid jobs) rarely fills a
   * page from the window and would pay a second round trip for the walk below it.
   */
  windowFromTotal: number;
}

export const SALARY_WALK_TUNING: SalaryWalkTuning = { walkSteps: 32, smallMatchSet: 2000, indexWindow: 120, windowFromTotal: 5000 };

/** ?1, the search expression followed by " AND ", its long prefix expanded once in `bounds`. */
const SEARCH = '(SELECT search FROM bounds)';

/** The widest step, in bands. */
const MAX_GROUP = 16;

/** The band of the highest salary on the board (index jobs_by_salary), capped like the tokens. */
const TOP_BAND = `min(${MAX_SALARY_BAND}, coalesce(CAST((SELECT max(numeric_salary) FROM jobs) / 5000 AS INTEGER), 0))`;

/**
 * Where a first page's walk starts: at or above the search's highest salary, found with
 * the salary-floor tokens (migration 0002's salge_*) from the highest floor down, the
 * first floor with a match stopping the probe. Matches at the top floor can be anywhere
 * up to the board's top band; below it, under the next floor up (floors are multiples of
 * $5k); with no floor at all, under the lowest floor. A search of junior jobs thus starts
 * near $150k instead of walking down from the board's highest salary.
 */
const SEARCH_TOP_BAND = `min(${TOP_BAND}, coalesce((
  SELECT CASE WHEN above IS NULL THEN ${MAX_SALARY_BAND} ELSE above / 5000 - 1 END FROM (
    SELECT f.floor, (SELECT min(g.floor) FROM search_salary_floors AS g WHERE g.floor > f.floor) AS above
    FROM search_salary_floors AS f
    WHERE EXISTS (SELECT 1 FROM job_search WHERE job_search MATCH (${SEARCH} || 'facets : "salge_' || f.floor || '"') AND rowid >= (SELECT lo FROM bounds))
    ORDER BY f.floor DESC LIMIT 1)),
  (SELECT min(floor) FROM search_salary_floors) / 5000 - 1))`;

/** `facets : ("salband_<low>" OR ... OR "salband_<high>")`, spelled in SQL. */
const bandsBetween = (low: string, high: string) =>
  `'facets : (' || (SELECT group_concat('"salband_' || band || '"', ' OR ') FROM bands WHERE band BETWEEN ${low} AND ${high}) || ')'`;
const countMatches = (tokens: string) =>
  `(SELECT count(*) FROM job_search WHERE job_search MATCH (${SEARCH} || ${tokens}) AND rowid >= (SELECT lo FROM bounds))`;
/**
 * The cursor's band counted exactly (its rows after the cursor, read from jobs), when the
 * band is small enough for that to be cheap; a big band is counted whole, and the rare
 * page it leaves short (a cursor near the band's end) continues in another statement.
 */
const EXACT_FIRST_BAND_BELOW = 200;
const countAfterCursor = (bandColumn: string) => `(SELECT count(*) FROM jobs WHERE jobs.id IN (
    SELECT rowid FROM job_search WHERE job_search MATCH (${SEARCH} || 'facets : "salband_' || ${bandColumn} || '"') AND rowid >= (SELECT lo FROM bounds))
  AND (jobs.numeric_salary, jobs.id) < (?4, ?5))`;
/** 1 when there is a match, else 0: a wide step only decides whether to walk it band by band. */
const anyMatch = (tokens: string) =>
  `(SELECT count(*) FROM (SELECT 1 FROM job_search WHERE job_search MATCH (${SEARCH} || ${tokens}) AND rowid >= (SELECT lo FROM bounds) LIMIT 1))`;

// The next step, from the columns of the last one (a recursive step may read its row once
// only, so these are spelled out where used rather than computed once).
/** The last step was wide and found matches: walk it again band by band. */
const REFINE = '(size > 1 AND found > 0)';
/** Width after a step: one band after matches, twice as wide after none. */
const WIDER = `(CASE WHEN found = 0 THEN min(size * 2, ${MAX_GROUP}) ELSE 1 END)`;
const NEXT_LOW = `(CASE WHEN ${REFINE} THEN low + size - 1 ELSE max(low - ${WIDER}, 0) END)`;
const NEXT_SIZE = `(CASE WHEN ${REFINE} THEN 1 ELSE low - max(low - ${WIDER}, 0) END)`;
/** The band to start from if the page is still short after this step (-1: none left). */
const RESUME_AT = `(CASE WHEN ${REFINE} THEN low + size - 1 ELSE low - 1 END)`;

/**
 * ?1 the search expression followed by " AND " (a search without text or filter reads
 * the salary index instead, SALARY_INDEX_SQL),
 * ?2 posted after, ?3 first band (NULL: from the search's highest salary), ?4/?5 cursor (salary, id),
 * ?6 rows wanted, ?7 walk steps. Each walk row is a step: its lowest band, width, matches
 * found (for a wide step only 0 or 1: whether there is any), and matches found in the
 * single bands before it. Returns the page's rows, each
 * with `resume_at`; an empty page is one row of nulls beside it ("salband_none" matches
 * nothing). D1 binds every JS number as REAL, so the first band is cast before it is
 * spelled into a token.
 */
const SALARY_WALK_SQL = `
WITH RECURSIVE
bounds(lo, search) AS (SELECT ${firstIdPostedAfter('?2')}, ${expandedInSql('?1')}),
bands(band) AS (SELECT 0 UNION ALL SELECT band + 1 FROM bands WHERE band < ${MAX_SALARY_BAND}),
walk(low, size, found, before, steps) AS (
  SELECT band, 1, CASE WHEN ?3 IS NULL OR n >= ${EXACT_FIRST_BAND_BELOW} THEN n ELSE ${countAfterCursor('band')} END, 0, 1
  FROM (SELECT band, ${countMatches(`'facets : "salband_' || band || '"'`)} AS n
        FROM (SELECT coalesce(CAST(?3 AS INTEGER), ${SEARCH_TOP_BAND}) AS band))
  UNION ALL
  SELECT ${NEXT_LOW}, ${NEXT_SIZE},
         CASE WHEN ${NEXT_SIZE} = 1 THEN ${countMatches(bandsBetween(NEXT_LOW, NEXT_LOW))}
              ELSE ${anyMatch(bandsBetween(NEXT_LOW, `${NEXT_LOW} + ${NEXT_SIZE} - 1`))} END,
         CASE WHEN ${REFINE} THEN before ELSE before + found END, steps + 1
  FROM walk WHERE steps < ?7 AND (${REFINE} OR (low > 0 AND before + found < ?6))
),
last(resume_at) AS (SELECT ${RESUME_AT} FROM walk ORDER BY steps DESC LIMIT 1),
page AS (
  SELECT ${SUMMARY_COLUMNS} FROM (
    SELECT rowid AS id FROM job_search
    WHERE job_search MATCH (${SEARCH} || 'facets : (' || coalesce(
        (SELECT group_concat('"salband_' || low || '"', ' OR ') FROM walk WHERE size = 1 AND found > 0), '"salband_none"') || ')')
      AND rowid >= (SELECT lo FROM bounds)) AS matched
  CROSS JOIN jobs ON jobs.id = matched.id
  WHERE (jobs.numeric_salary, jobs.id) < (?4, ?5)
  ORDER BY jobs.numeric_salary DESC, jobs.id DESC LIMIT ?6
)
SELECT last.resume_at AS resume_at, page.* FROM last LEFT JOIN page`;

/** Every salaried match after the cursor, sorted: for small match sets. */
const SALARY_ALL_SQL = `
SELECT ${SUMMARY_COLUMNS}
FROM (SELECT rowid AS id FROM job_search WHERE job_search MATCH ${expandedInSql('?1')} AND rowid >= ${firstIdPostedAfter('?2')}) AS matched
CROSS JOIN jobs ON jobs.id = matched.id
WHERE (jobs.numeric_salary, jobs.id) < (?3, ?4)
ORDER BY jobs.numeric_salary DESC, jobs.id DESC LIMIT ?5`;

/**
 * No text and no filter: the salary index is the order itself. Walking `jobs_by_salary`
 * down from the cursor, about two rows are read per live job (half the board has
 * expired), so a page costs some 40 index steps instead of a band walk. The conditions
 * are the search index's own: published, with a description (migration 0002's view).
 */
const SALARY_INDEX_SQL = `
SELECT ${SUMMARY_COLUMNS} FROM jobs
WHERE jobs.numeric_salary IS NOT NULL AND (jobs.numeric_salary, jobs.id) < (?2, ?3)
  AND jobs.id >= ${firstIdPostedAfter('?1')} AND jobs.status = 'published'
  AND EXISTS (SELECT 1 FROM job_descriptions WHERE job_descriptions.job_id = jobs.id)
ORDER BY jobs.numeric_salary DESC, jobs.id DESC LIMIT ?4`;

/**
 * A search that matches a fair share of the salaried jobs (most text searches) finds its
 * page in the first entries of `jobs_by_salary` after the cursor: walking that index and
 * testing each entry against the search (one FTS5 lookup by rowid) reads some 70 rows for a
 * page of "engineer" and no temp B-tree, where the band walk repeats a doclist intersection
 * per band (4-5x the statement's time). At most ?5 entries are tested; the lowest one
 * tested (edge_*) is where the band walk continues when they held too few matches, so the
 * order stays exact. The page reads `visited` as it was written, in the index's order, with no
 * ORDER BY, so it stops at the ?6th match instead of testing every entry and sorting them;
 * readWindow puts the rows in order. ?1 expression followed by nothing (the FTS index holds
 * only searchable jobs), ?2 posted after, ?3/?4 cursor, ?5 entries, ?6 rows wanted. An empty
 * window is one row of nulls.
 */
const SALARY_WINDOW_SQL = `
WITH
visited AS MATERIALIZED (
  SELECT id, numeric_salary FROM jobs INDEXED BY jobs_by_salary
  WHERE numeric_salary IS NOT NULL AND (numeric_salary, id) < (?3, ?4) AND id >= ${firstIdPostedAfter('?2')}
  ORDER BY numeric_salary DESC, id DESC LIMIT ?5),
edge AS (SELECT numeric_salary AS edge_salary, id AS edge_id, (SELECT count(*) FROM visited) AS visited
         FROM visited ORDER BY numeric_salary, id LIMIT 1),
page AS (
  SELECT ${SUMMARY_COLUMNS} FROM visited CROSS JOIN jobs ON jobs.id = visited.id
  WHERE EXISTS (SELECT 1 FROM job_search WHERE job_search MATCH ${expandedInSql('?1')} AND rowid = jobs.id)
  LIMIT ?6)
SELECT edge.*, page.* FROM (SELECT 1) LEFT JOIN edge LEFT JOIN page`;

/**
 * A first page whose bands this isolate found before (CountedTotal's salaryBands): while the
 * index is unchanged (its change counter as then), every match above the lowest of those
 * bands is on the page and the bands hold a page, so reading their rows is the whole page,
 * with no probe and no count. Matches only leave meanwhile (the live window moves), so a
 * page that comes back short continues below the bands. ?1 the search expression followed
 * by " AND ", ?2 posted after, ?3 the change counter the bands hold for, ?4 the bands as
 * `facets : (...)`, ?5 rows wanted. One row of nulls but `fresh` when nothing is read;
 * `fresh` 0 when the index changed since (the bands are then not read at all).
 */
const SALARY_BANDS_SQL = `
WITH bounds(lo, search) AS (SELECT ${firstIdPostedAfter('?2')}, ${expandedInSql('?1')}),
state(fresh) AS (SELECT coalesce((SELECT version FROM search_version WHERE id = 1) = ?3, 0))
SELECT state.fresh AS fresh, page.* FROM state LEFT JOIN (
  SELECT ${SUMMARY_COLUMNS} FROM (
    SELECT rowid AS id FROM job_search
    WHERE (SELECT fresh FROM state) AND job_search MATCH (${SEARCH} || ?4) AND rowid >= (SELECT lo FROM bounds)) AS matched
  CROSS JOIN jobs ON jobs.id = matched.id
  ORDER BY jobs.numeric_salary DESC, jobs.id DESC LIMIT ?5) AS page`;

/** Bands a kept first page may span: wider ones are walked again (a long token list costs more than it saves). */
const MAX_KEPT_BANDS = 24;

type SalaryRow = JobSummaryRow & { numeric_salary: number };
/** A row of the walk: the page's row, or all nulls but `resume_at` when the page is empty. */
type WalkRow = (SalaryRow | { [K in keyof SalaryRow]: null }) & { resume_at: number };

export async function salaryPage(
  db: SqlDatabase,
  request: PageRequest & { expression: string; after: { salary: number; id: number } | null },
  tuning: SalaryWalkTuning = SALARY_WALK_TUNING,
): Promise<PageResult> {
  const wanted = request.limit + 1;
  const salaried = allOf([request.expression, facetsAnyOf([FACET_TOKENS.salaryKnown])]);
  const after = request.after ?? { salary: NO_UPPER_BOUND, id: NO_UPPER_BOUND };

  if (request.expression === EVERY_JOB) {
    const [pageResult, countResult, ...alongside] = await db.batch([
      db.prepare(SALARY_INDEX_SQL).bind(request.postedAfterMs, after.salary, after.id, wanted),
      totalStatement(db, salaried, request),
      ...(request.alongside ?? []),
    ]);
    return salaryResult((pageResult?.results ?? []) as SalaryRow[], request.limit, readTotal(countResult), alongside);
  }

  const searchAnd = `(${request.expression}) AND `;
  const walk = (from: number | null, cursor: { salary: number; id: number }, rows: number): SqlStatement =>
    db.prepare(SALARY_WALK_SQL).bind(searchAnd, request.postedAfterMs, from, cursor.salary, cursor.id, rows, tuning.walkSteps);

  // The total the next batch's count may reuse: the kept one, or the one the bands' batch just counted.
  let knownTotal = request.knownTotal;
  const known = request.after ? undefined : request.knownTotal?.salaryBands;
  if (known && known.rows >= wanted && request.knownTotal) {
    const bands = Array.from({ length: known.high - known.low + 1 }, (_, i) => `"${FACET_TOKENS.salaryBand(known.high - i)}"`);
    const [bandsResult, countResult, ...alongside] = await db.batch([
      db
        .prepare(SALARY_BANDS_SQL)
        .bind(searchAnd, request.postedAfterMs, request.knownTotal.version, `facets : (${bands.join(' OR ')})`, wanted),
      totalStatement(db, salaried, request),
      ...(request.alongside ?? []),
    ]);
    const raw = (bandsResult?.results ?? []) as Array<WalkRow & { fresh: number }>;
    if (raw[0]?.fresh === 1) {
      const counted = readTotal(countResult);
      const rows = pageRowsInSalaryOrder(raw);
      // Every match of the bands was read: the rest of the page lies below the lowest one.
      const belowBands = { salary: known.low * SALARY_BAND_USD, id: 0 };
      if (rows.length < wanted) await walkOn(rows, known.low - 1, belowBands, counted.total);
      return salaryResult(rows, request.limit, counted, alongside, keptBands(rows, counted));
    }
    knownTotal = readTotal(countResult);
  }

  const useWindow = tuning.indexWindow > 0 && (knownTotal?.total ?? 0) >= tuning.windowFromTotal;
  const first = useWindow
    ? db.prepare(SALARY_WINDOW_SQL).bind(request.expression, request.postedAfterMs, after.salary, after.id, tuning.indexWindow, wanted)
    : walk(request.after ? salaryBand(request.after.salary) : null, after, wanted);
  const [firstResult, countResult, ...alongside] = await db.batch([
    first,
    totalStatement(db, salaried, { ...request, knownTotal }),
    ...(request.alongside ?? []),
  ]);
  const counted = readTotal(countResult);
  const total = counted.total;
  let walked: { rows: SalaryRow[]; resumeAt: number };
  // Where the next statement continues: below the last row, or below the last entry the window tested.
  let from = after;
  if (useWindow) {
    const window = readWindow(firstResult);
    // Fewer entries than asked for: the index has nothing further down.
    if (window.rows.length >= wanted || !window.edge || window.visited < tuning.indexWindow)
      return salaryResult(window.rows, request.limit, counted, alongside, keptBands(window.rows, counted));
    from = window.edge;
    // The band walk starts at the edge's band, counting it after the edge.
    walked = { rows: window.rows, resumeAt: salaryBand(window.edge.salary) };
  } else {
    walked = readWalk(firstResult);
  }
  const rows: SalaryRow[] = walked.rows;
  await walkOn(rows, walked.resumeAt, from, total);
  return salaryResult(rows, request.limit, counted, alongside, keptBands(rows, counted));

  /** What a page keeps of the bands: a first page the bands of its rows, a later one what was kept, while it holds. */
  function keptBands(rows: SalaryRow[], counted: CountedTotal): SalaryBands | undefined {
    if (!request.after) return bandsHolding(rows, wanted);
    return request.knownTotal?.version === counted.version ? request.knownTotal.salaryBands : undefined;
  }

  /**
   * The walk counted whole bands, the cursor's band included, so a page can come back short:
   * more statements add to `page` from band `resumeAt` down, below `floor` and below its last row.
   */
  async function walkOn(page: SalaryRow[], resumeAt: number, floor: { salary: number; id: number }, matches: number) {
    let next = resumeAt;
    while (page.length < wanted && next >= 0) {
      const last = page.at(-1);
      const cursor =
        last && (last.numeric_salary < floor.salary || (last.numeric_salary === floor.salary && last.id < floor.id))
          ? { salary: last.numeric_salary, id: last.id }
          : floor;
      if (matches <= tuning.smallMatchSet) {
        const [rest] = await db.batch([
          db.prepare(SALARY_ALL_SQL).bind(salaried, request.postedAfterMs, cursor.salary, cursor.id, wanted - page.length),
        ]);
        page.push(...((rest?.results ?? []) as SalaryRow[]));
        return;
      }
      const [more] = await db.batch([walk(next, cursor, wanted - page.length)]);
      const walked = readWalk(more);
      page.push(...walked.rows);
      next = walked.resumeAt;
    }
  }
}

/** A page from rows in salary order (one more than the page when another follows), its total keeping `bands`. */
function salaryResult(
  rows: SalaryRow[],
  limit: number,
  counted: CountedTotal,
  alongside: Array<{ results: unknown[] }>,
  bands?: SalaryBands,
): PageResult {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    rows: items,
    next: rows.length > limit && last ? { order: 'salary', salary: last.numeric_salary, id: last.id } : null,
    total: counted.total,
    counted: bands ? { ...counted, salaryBands: bands } : counted,
    alongside,
  };
}

/** The bands of a first page's `wanted` rows, when it has that many and they span few enough bands. */
function bandsHolding(rows: SalaryRow[], wanted: number): SalaryBands | undefined {
  const top = rows[0];
  const bottom = rows[wanted - 1];
  if (!top || !bottom) return undefined;
  const bands = { high: salaryBand(top.numeric_salary), low: salaryBand(bottom.numeric_salary), rows: wanted };
  return bands.high - bands.low < MAX_KEPT_BANDS ? bands : undefined;
}

function readWalk(result: { results: unknown[] } | undefined): { rows: SalaryRow[]; resumeAt: number } {
  const raw = (result?.results ?? []) as WalkRow[];
  const resumeAt = raw[0]?.resume_at;
  if (typeof resumeAt !== 'number') throw new Error('salary walk returned no band');
  return { rows: pageRowsInSalaryOrder(raw), resumeAt };
}

/** The statement's page rows (a row of nulls stands for none), highest salary first, then highest id. */
function pageRowsInSalaryOrder(raw: Array<WalkRow>): SalaryRow[] {
  const rows = raw.filter((row): row is SalaryRow & { resume_at: number } => row.id !== null);
  return rows.sort((a, b) => b.numeric_salary - a.numeric_salary || b.id - a.id);
}

function readWindow(result: { results: unknown[] } | undefined): {
  rows: SalaryRow[];
  edge: { salary: number; id: number } | null;
  visited: number;
} {
  const raw = (result?.results ?? []) as Array<WalkRow & { edge_salary: number | null; edge_id: number | null; visited: number | null }>;
  const head = raw[0];
  const edge =
    typeof head?.edge_salary === 'number' && typeof head.edge_id === 'number' ? { salary: head.edge_salary, id: head.edge_id } : null;
  return { rows: pageRowsInSalaryOrder(raw), edge, visited: head?.visited ?? 0 };
}
