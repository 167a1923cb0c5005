import type { TtlCache } from '../cache/ttl-cache';
import type { SqlDatabase, SqlStatement } from '../db/database';
import { firstIdPostedAfter } from './live-window';
import { expandedInSql } from './prefix-in-sql';

/**
 * An exact total and the state it was counted in: the index's change counter (migration
 * 0005) and the live window's first id. Both unchanged means the same total.
 */
export interface CountedTotal {
  total: number;
  version: number;
  firstId: number | null;
}

/*
 * The total of a search in the page's batch. When this isolate counted the same search
 * before, the counter and the first id are compared in SQL and the count runs only when
 * either moved (CASE evaluates only the branch it takes): a count is one doclist walk,
 * 3-5 ms for tens of thousands of matches at 100k jobs, while scrolling repeats it for
 * every page. ?1 expression, ?2 posted after, ?3/?4/?5 the known version, first id, total.
 */
const TOTAL_SQL = `
SELECT
  CASE WHEN ?3 IS NOT NULL AND state.version = ?3 AND state.first_id IS ?4 THEN ?5
       ELSE (SELECT count(*) FROM job_search WHERE job_search MATCH ${expandedInSql('?1')} AND rowid >= ${firstIdPostedAfter('?2')})
  END AS n,
  state.version AS version, state.first_id AS first_id
FROM (SELECT (SELECT version FROM search_version) AS version, ${firstIdPostedAfter('?2')} AS first_id) AS state`;

export function totalStatement(db: SqlDatabase, expression: string, postedAfterMs: number, known: CountedTotal | undefined): SqlStatement {
  return db.prepare(TOTAL_SQL).bind(expression, postedAfterMs, known?.version ?? null, known?.firstId ?? null, known?.total ?? null);
}

export function readTotal(result: { results: unknown[] } | undefined): CountedTotal {
  const row = result?.results[0] as { n?: unknown; version?: unknown; first_id?: unknown } | undefined;
  if (typeof row?.n !== 'number' || typeof row.version !== 'number') throw new Error('total returned no row');
  return { total: row.n, version: row.version, firstId: typeof row.first_id === 'number' ? row.first_id : null };
}

/** Where totals are kept between requests: per search key. */
export type TotalCache = TtlCache<CountedTotal>;
