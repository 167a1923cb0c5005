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
const arm = (tier: RelevanceTier, match: string, upper: string, within = '') => `
  SELECT * FROM (SELECT ${tier} AS tier, rowid AS id FROM job_search
    WHERE job_search MATCH ${expandedInSql(match)} AND rowid >= (SELECT lo FROM bounds) AND rowid < ${upper}${within}
    ORDER BY rowid DESC LIMIT ?8)`;

const pageOf = (arms: string) => `
page(tier, id) AS (${arms}
  LIMIT ?8)
SELECT page.tier AS search_tier, ${SUMMARY_COLUMNS} FROM page JOIN jobs ON jobs.id = page.id`;

const RELEVANCE_PAGE_SQL = `
WITH bounds(lo) AS (SELECT ${firstIdPostedAfter('?4')}),${pageOf(`
  ${arm(1, '?1', '?5')}
  UNION ALL ${arm(2, '?2', '?6')}
  UNION ALL ${arm(3, '?3', '?7')}`)}`;

/*
 * A filtered search with few matches (its kept total at most SMALL_FILTERED_SEARCH): each
 * tier's arm above intersects a rare term with a large filter doclist, and an arm that
 * finds nothing walks it all (three walks of 60,000 entries for "vyper" among remote
 * jobs, about 1 ms). Here the search's matches, filters included, are read once (?9) and
 * the tiers take the text alone, each row tested against that set (`+rowid` keeps SQLite
 * from turning the IN into one FTS5 lookup per match).
 */
const WITHIN_MATCHED = ' AND +rowid IN matched';
const RELEVANCE_SMALL_SET_SQL = `
WITH bounds(lo) AS (SELECT ${firstIdPostedAfter('?4')}),
matched(id) AS MATERIALIZED (
  SELECT rowid FROM job_search WHERE job_search MATCH ${expandedInSql('?9')} AND rowid >= (SELECT lo FROM bounds)),${pageOf(`
  ${arm(1, '?1', '?5', WITHIN_MATCHED)}
  UNION ALL ${arm(2, '?2', '?6', WITHIN_MATCHED)}
  UNION ALL ${arm(3, '?3', '?7', WITHIN_MATCHED)}`)}`;

/** At most this many matches (a kept total) and a filtered search reads its matches once. */
export const SMALL_FILTERED_SEARCH = 2000;

type TierRow = JobSummaryRow & { search_tier: RelevanceTier };

export async function relevancePage(
  db: SqlDatabase,
  request: PageRequest & {
    /** One expression per tier (filters included), and the union of them (filters included) for the total. */
    tiers: readonly [string, string, string];
    anywhere: string;
    /** A filtered search's tiers without its filters. */
    textTiers?: readonly [string, string, string];
    after: { tier: RelevanceTier; id: number } | null;
  },
): Promise<PageResult> {
  const upper = RELEVANCE_TIERS.map((tier) => {
    if (!request.after || tier > request.after.tier) return NO_UPPER_BOUND;
    return tier === request.after.tier ? request.after.id : 0;
  });
  const known = request.knownTotal?.total;
  const textTiers = known !== undefined && known <= SMALL_FILTERED_SEARCH ? request.textTiers : undefined;
  const page = textTiers
    ? db.prepare(RELEVANCE_SMALL_SET_SQL).bind(...textTiers, request.postedAfterMs, ...upper, request.limit + 1, request.anywhere)
    : db.prepare(RELEVANCE_PAGE_SQL).bind(...request.tiers, request.postedAfterMs, ...upper, request.limit + 1);
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
