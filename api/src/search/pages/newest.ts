import { SUMMARY_COLUMNS, type JobSummaryRow } from '../../db/job-row';
import type { SqlDatabase } from '../../db/database';
import { readTotal, totalStatement } from '../total';
import { NO_UPPER_BOUND, firstIdPostedAfter } from '../live-window';
import type { PageRequest, PageResult } from './page-types';
import { expandedInSql } from '../prefix-in-sql';

/*
 * Newest first is rowid order: FTS5 streams the doclist from the top (or from the
 * cursor's id) and stops after limit + 1 matches; the page's rows are then read by id.
 */
const NEWEST_PAGE_SQL = `
SELECT ${SUMMARY_COLUMNS} FROM jobs WHERE jobs.id IN (
  SELECT rowid FROM job_search
  WHERE job_search MATCH ${expandedInSql('?1')} AND rowid >= ${firstIdPostedAfter('?2')} AND rowid < ?3
  ORDER BY rowid DESC LIMIT ?4)`;

export async function newestPage(
  db: SqlDatabase,
  request: PageRequest & { expression: string; afterId: number | null },
): Promise<PageResult> {
  const page = db
    .prepare(NEWEST_PAGE_SQL)
    .bind(request.expression, request.postedAfterMs, request.afterId ?? NO_UPPER_BOUND, request.limit + 1);
  const [pageResult, countResult, ...alongside] = await db.batch([
    page,
    totalStatement(db, request.expression, request),
    ...(request.alongside ?? []),
  ]);
  const counted = readTotal(countResult);
  const rows = ((pageResult?.results ?? []) as JobSummaryRow[]).sort((a, b) => b.id - a.id);
  const items = rows.slice(0, request.limit);
  const last = items.at(-1);
  return {
    rows: items,
    next: rows.length > request.limit && last ? { order: 'newest', id: last.id } : null,
    total: counted.total,
    counted,
    alongside,
  };
}
