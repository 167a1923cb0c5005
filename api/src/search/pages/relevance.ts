import { SUMMARY_COLUMNS, type JobSummaryRow } from '../../db/job-row';
import type { SqlDatabase } from '../../db/database';
import { readTotal, totalStatement } from '../total';
import { NO_UPPER_BOUND, firstIdPostedAfter } from '../live-window';
import { RELEVANCE_TIERS, type RelevanceTier } from '../match-expression';
import type { PageRequest, PageResult } from './page-types';
import { expandedInSql } from '../prefix-in-sql';

/*
 * Relevance without scoring every match: three disjoint tiers (every term in the title;
 * in title, company or tags; anywhere), each streamed newest first. The arms of the
 * UNION ALL run in order and the outer LIMIT stops them once the page is full, so a
 * page whose first tier has enough rows never touches the others. Tiers before the
 * cursor's get an upper bound of 0 (nothing), the cursor's tier its id.
 */
const arm = (tier: RelevanceTier, match: string, upper: string) => `
  SELECT * FROM (SELECT ${tier} AS tier, rowid AS id FROM job_search
    WHERE job_search MATCH ${expandedInSql(match)} AND rowid >= (SELECT lo FROM bounds) AND rowid < ${upper}
    ORDER BY rowid DESC LIMIT ?8)`;

const RELEVANCE_PAGE_SQL = `
WITH bounds(lo) AS (SELECT ${firstIdPostedAfter('?4')}),
page(tier, id) AS (
  ${arm(1, '?1', '?5')}
  UNION ALL ${arm(2, '?2', '?6')}
  UNION ALL ${arm(3, '?3', '?7')}
  LIMIT ?8)
SELECT page.tier AS search_tier, ${SUMMARY_COLUMNS} FROM page JOIN jobs ON jobs.id = page.id`;

type TierRow = JobSummaryRow & { search_tier: RelevanceTier };

export async function relevancePage(
  db: SqlDatabase,
  request: PageRequest & {
    /** One expression per tier (filters included), and the union of them for the total. */
    tiers: readonly [string, string, string];
    anywhere: string;
    after: { tier: RelevanceTier; id: number } | null;
  },
): Promise<PageResult> {
  const upper = RELEVANCE_TIERS.map((tier) => {
    if (!request.after || tier > request.after.tier) return NO_UPPER_BOUND;
    return tier === request.after.tier ? request.after.id : 0;
  });
  const page = db.prepare(RELEVANCE_PAGE_SQL).bind(...request.tiers, request.postedAfterMs, ...upper, request.limit + 1);
  const [pageResult, countResult, ...alongside] = await db.batch([
    page,
    totalStatement(db, request.anywhere, request),
    ...(request.alongside ?? []),
  ]);
  const counted = readTotal(countResult);
  const rows = ((pageResult?.results ?? []) as TierRow[]).sort((a, b) => a.search_tier - b.search_tier || b.id - a.id);
  const items = rows.slice(0, request.limit);
  const last = items.at(-1);
  return {
    rows: items,
    next: rows.length > request.limit && last ? { order: 'relevance', tier: last.search_tier, id: last.id } : null,
    total: counted.total,
    counted,
    alongside,
  };
}
