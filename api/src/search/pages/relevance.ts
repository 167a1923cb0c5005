import { SUMMARY_COLUMNS, type JobSummaryRow } from '../../db/job-row';
import type { SqlDatabase } from '../../db/database';
import { readTotal, totalStatement } from '../total';
import { NO_UPPER_BOUND, firstIdPostedAfter } from '../live-window';
import { NO_JOB, RELEVANCE_TIERS, type RelevanceTier } from '../match-expression';
import type { PageRequest, PageResult } from './page-types';
import { expandedInSql } from '../prefix-in-sql';

/*
 * Relevance without scoring every match: three disjoint tiers (every term in the title;
 * in title, company or tags; anywhere), each streamed newest first. The arms of the
 * UNION ALL run in order and the outer LIMIT stops them once the page is full, so a
 * page whose first tier has enough rows never touches the others. Tiers before the
 * cursor's get an upper bound of 0 (nothing), the cursor's tier its id.
 */
const arm = (tier: RelevanceTier, match: string, upper: string, gate?: string) => `
  SELECT * FROM (SELECT ${tier} AS tier, rowid AS id FROM job_search
    WHERE job_search MATCH ${gate ? gated(match, gate) : expandedInSql(match)} AND rowid >= (SELECT lo FROM bounds) AND rowid < ${upper}
    ORDER BY rowid DESC LIMIT ?8)`;

/*
 * A filtered search's tier runs only if its text alone has a match in the live window. An
 * arm intersects the text with the filters' doclists (60,000 entries for remote jobs) and tests
 * each common match against the tier's columns, newest first, so a tier the text never reaches
 * (a word in no title: "vyper") walked every match of the text and the filter to find nothing:
 * about 0.7 ms an arm at 100,000 jobs, twice, for the two first tiers. The text alone, its
 * column filter applied as it walks, finds out in 0.07-0.14 ms. The test is part of the MATCH
 * operand, which SQLite evaluates once, before FTS5 opens the arm; when it fails the arm
 * matches NO_JOB and ends at once. (Beside MATCH in the WHERE clause it did not stop the walk.)
 */
const gated = (match: string, textTier: string) => `(CASE
      WHEN EXISTS (SELECT 1 FROM job_search WHERE job_search MATCH ${expandedInSql(textTier)} AND rowid >= (SELECT lo FROM bounds))
      THEN ${expandedInSql(match)} ELSE '${NO_JOB}' END)`;

const pageOf = (arms: string) => `
page(tier, id) AS (${arms}
  LIMIT ?8)
SELECT page.tier AS search_tier, ${SUMMARY_COLUMNS} FROM page JOIN jobs ON jobs.id = page.id`;

const relevancePageSql = (gates?: readonly [string, string, string]) => `
WITH bounds(lo) AS (SELECT ${firstIdPostedAfter('?4')}),${pageOf(`
  ${arm(1, '?1', '?5', gates?.[0])}
  UNION ALL ${arm(2, '?2', '?6', gates?.[1])}
  UNION ALL ${arm(3, '?3', '?7', gates?.[2])}`)}`;

const RELEVANCE_PAGE_SQL = relevancePageSql();
/** The same with each tier gated by its text alone (?9, ?10, ?11): a search with filters. */
const GATED_RELEVANCE_PAGE_SQL = relevancePageSql(['?9', '?10', '?11']);

type TierRow = JobSummaryRow & { search_tier: RelevanceTier };

export async function relevancePage(
  db: SqlDatabase,
  request: PageRequest & {
    /** One expression per tier (filters included), and the union of them (filters included) for the total. */
    tiers: readonly [string, string, string];
    anywhere: string;
    /** A filtered search's tiers without its filters: each tier runs only if its text has a match. */
    textTiers?: readonly [string, string, string];
    after: { tier: RelevanceTier; id: number } | null;
  },
): Promise<PageResult> {
  const upper = RELEVANCE_TIERS.map((tier) => {
    if (!request.after || tier > request.after.tier) return NO_UPPER_BOUND;
    return tier === request.after.tier ? request.after.id : 0;
  });
  const bound = [...request.tiers, request.postedAfterMs, ...upper, request.limit + 1] as const;
  const page = request.textTiers
    ? db.prepare(GATED_RELEVANCE_PAGE_SQL).bind(...bound, ...request.textTiers)
    : db.prepare(RELEVANCE_PAGE_SQL).bind(...bound);
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
