import type { SqlDatabase } from '../db/database';
import { SUMMARY_COLUMNS, toJobSummary, type JobSummaryRow } from '../db/job-row';
import type { JobSummary } from '../job-types';
import { allOf, filterClauses, textExpressions } from './match-expression';
import { expandablePrefix } from './prefix-expansion';
import { expandedInSql } from './prefix-in-sql';
import { postedAfter, type SearchPlan } from './search-plan';

/*
 * The Featured jobs pinned above a search's results: those still in their pinned days
 * (`featured_until`, partial index `jobs_featured`) that the search itself would list.
 * The few pinned ids are found first; FTS5 then only tests each of them against the
 * search's expression (a rowid lookup per id), so the cost does not grow with the board.
 */
const FEATURED_MATCHING_SQL = `
SELECT ${SUMMARY_COLUMNS} FROM jobs WHERE jobs.id IN (
  SELECT rowid FROM job_search
  WHERE job_search MATCH ${expandedInSql('?1')} AND rowid IN (
    SELECT id FROM jobs
    WHERE featured_until > ?2 AND status = 'published' AND posted_at > ?3))
ORDER BY jobs.id DESC LIMIT ?4`;

/** Featured jobs in their pinned days that match the search, newest first. */
export async function featuredMatching(db: SqlDatabase, plan: SearchPlan, options: { now: Date; limit: number }): Promise<JobSummary[]> {
  // A long prefix is expanded by the statement itself (prefix-in-sql.ts), as the pages do.
  const text = expandablePrefix(plan.text) === null ? plan.text : { ...plan.text, prefixInSql: true };
  const expression = allOf([textExpressions(text)?.anywhere, ...filterClauses(plan.filters)]);
  const { results } = await db
    .prepare(FEATURED_MATCHING_SQL)
    .bind(expression, options.now.getTime(), postedAfter(options.now, plan.filters.posted), options.limit)
    .all<JobSummaryRow>();
  return results.map(toJobSummary);
}
