import type { Cache } from '../cache/ttl-cache';
import type { SqlDatabase, SqlStatement } from '../db/database';
import { firstIdPostedAfter } from './live-window';
import { expandedInSql } from './prefix-in-sql';

/**
 * A total and the state it was counted in: the index's change counter (migration 0005)
 * and the live window's first id. Both unchanged means the same total.
 */
export interface CountedTotal {
  /** The matches counted, up to the cap and one more: cap + 1 means "more than the cap". */
  total: number;
  version: number;
  firstId: number | null;
  /**
   * A salary-sorted search: the $5k bands (facet-tokens.ts) that held its first page when
   * the index was at `version` (pages/salary.ts reads them directly while it still is).
   */
  salaryBands?: SalaryBands;
}

export interface SalaryBands {
  high: number;
  low: number;
  /** Rows the bands held: at least a page of this many (one more than its limit). */
  rows: number;
}

/**
 * Totals are exact up to this many matches, and "more than 10,000" beyond. A count walks
 * every match it counts (80-150 ns each): 3-6 ms for the 38,000 live jobs that say
 * "engineer" at 100,000 jobs, on every first page of such a search. Counting stops here,
 * at about 1 ms, and a visitor learns nothing from 38,331 that 10,000+ does not say.
 */
export const TOTAL_CAP = 10_000;

/**
 * A search this isolate has not counted before is counted up to this many ("1,000+"), so its
 * first page does not walk thousands of matches: "solidity engineer" at 100,000 jobs counts
 * 9,900, 1.4-1.6 ms of a 4-5 ms page. The site's counts beside the filters read every match
 * of the search anyway (facets.ts) and bring its exact total with them; the next page of the
 * search counts to TOTAL_CAP. The public API counts every search to TOTAL_CAP.
 */
export const FIRST_VISIT_TOTAL_CAP = 1_000;

/*
 * The total of a search in the page's batch. When this isolate counted the same search
 * before, the counter and the first id are compared in SQL and the count runs only when
 * either moved (CASE evaluates only the branch it takes): a count is one doclist walk,
 * 3-5 ms for tens of thousands of matches at 100k jobs, while scrolling repeats it for
 * every page. ?1 expression, ?2 posted after, ?3/?4/?5 the known version, first id, total,
 * ?6 the cap + 1 (the count stops there).
 */
const TOTAL_SQL = `
SELECT
  CASE WHEN ?3 IS NOT NULL AND state.version = ?3 AND state.first_id IS ?4 THEN ?5
       ELSE (SELECT count(*) FROM (SELECT 1 FROM job_search
             WHERE job_search MATCH ${expandedInSql('?1')} AND rowid >= ${firstIdPostedAfter('?2')} LIMIT ?6))
  END AS n,
  state.version AS version, state.first_id AS first_id
FROM (SELECT (SELECT version FROM search_version) AS version, ${firstIdPostedAfter('?2')} AS first_id) AS state`;

export function totalStatement(
  db: SqlDatabase,
  expression: string,
  request: { postedAfterMs: number; knownTotal?: CountedTotal; totalCap: number },
): SqlStatement {
  const known = request.knownTotal;
  return db
    .prepare(TOTAL_SQL)
    .bind(expression, request.postedAfterMs, known?.version ?? null, known?.firstId ?? null, known?.total ?? null, request.totalCap + 1);
}

export function readTotal(result: { results: unknown[] } | undefined): CountedTotal {
  const row = result?.results[0] as { n?: unknown; version?: unknown; first_id?: unknown } | undefined;
  if (typeof row?.n !== 'number' || typeof row.version !== 'number') throw new Error('total returned no row');
  return { total: row.n, version: row.version, firstId: typeof row.first_id === 'number' ? row.first_id : null };
}

/** A total as kept between requests, with the cap it was counted to. */
export interface KeptTotal extends CountedTotal {
  cap: number;
}

/**
 * Whether the next page may reuse (and plan with) a kept total: always, unless it stopped at
 * a cap lower than the one now asked for (a first visitor's "1,000+" says too little to plan a
 * salary sort with: its index window is for 5,000 matches and more; the next page counts again).
 */
export function reusableTotal(kept: KeptTotal | undefined, cap: number): KeptTotal | undefined {
  if (!kept) return undefined;
  return kept.cap >= cap || kept.total <= kept.cap ? kept : undefined;
}

/** Where totals are kept between requests: per search key. */
export type TotalCache = Cache<KeptTotal>;
