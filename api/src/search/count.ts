import type { SqlDatabase, SqlStatement } from '../db/database';
import { firstIdPostedAfter } from './live-window';

/** How many indexed jobs posted after `?2` match `?1`: one doclist intersection, no join. */
const COUNT_SQL = `SELECT count(*) AS n FROM job_search WHERE job_search MATCH ?1 AND rowid >= ${firstIdPostedAfter('?2')}`;

export function countStatement(db: SqlDatabase, expression: string, postedAfterMs: number): SqlStatement {
  return db.prepare(COUNT_SQL).bind(expression, postedAfterMs);
}

export function readCount(result: { results: unknown[] } | undefined): number {
  const n = (result?.results[0] as { n?: unknown } | undefined)?.n;
  if (typeof n !== 'number') throw new Error('count returned no row');
  return n;
}
