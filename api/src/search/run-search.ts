import type { SqlDatabase, SqlStatement } from '../db/database';
import { toJobSummary } from '../db/job-row';
import type { JobSummary } from '../job-types';
import { decodeCursor, encodeCursor } from './cursor';
import { allOf, filterClauses, textExpressions } from './match-expression';
import { newestPage } from './pages/newest';
import type { PageResult } from './pages/page-types';
import { relevancePage } from './pages/relevance';
import { salaryPage, type SalaryWalkTuning } from './pages/salary';
import { postedAfter, type SearchPlan } from './search-plan';
import { FIRST_VISIT_TOTAL_CAP, TOTAL_CAP, reusableTotal, type KeptTotal, type TotalCache } from './total';

export interface SearchResult {
  items: JobSummary[];
  nextCursor: string | null;
  /**
   * How many jobs the whole search has (for the salary sort: those with a salary), up to
   * TOTAL_CAP, or FIRST_VISIT_TOTAL_CAP for a search this isolate had not counted before.
   */
  total: number;
  /** False when the search has more jobs than it was counted to ("10,000+", "1,000+"). */
  totalIsExact: boolean;
  /** The normalized terms, for highlighting; the last may be a prefix. */
  terms: string[];
}

export interface SearchRunOptions {
  now: Date;
  limit: number;
  cursor: string | null | undefined;
  /** Statements to run in the page's first batch; their results come back in `alongside`. */
  alongside?: SqlStatement[];
  /** Totals counted before, per search (reused while the index is unchanged). */
  totals?: TotalCache;
  salaryTuning?: SalaryWalkTuning;
  /** Tests only: a smaller cap than TOTAL_CAP. */
  totalCap?: number;
  /** The cap of a search not counted before: FIRST_VISIT_TOTAL_CAP unless given (the public API: TOTAL_CAP). */
  firstVisitTotalCap?: number;
}

/**
 * One page of a planned search: at most a few FTS5 statements and one read of at most
 * limit + 1 rows by id, batched with the exact total.
 */
export async function runSearch(
  db: SqlDatabase,
  plan: SearchPlan,
  options: SearchRunOptions,
): Promise<{ result: SearchResult; alongside: Array<{ results: unknown[] }>; counted: KeptTotal }> {
  const after = options.cursor ? decodeCursor(options.cursor, plan.key, plan.order) : null;
  // Words looked up by the statements themselves are known only afterwards: the caller keeps that total.
  const keptTotal = plan.text.prefixInSql ? null : totalKey(plan, plan.text.prefixWords);
  const kept = keptTotal === null ? undefined : await options.totals?.peek(keptTotal, options.now.getTime())?.catch(() => undefined);
  const fullCap = options.totalCap ?? TOTAL_CAP;
  // A first visitor (nothing kept) is counted to the lower cap; any later page in full.
  const totalCap = kept ? fullCap : Math.min(options.firstVisitTotalCap ?? FIRST_VISIT_TOTAL_CAP, fullCap);
  const request = {
    postedAfterMs: postedAfter(options.now, plan.filters.posted),
    limit: options.limit,
    alongside: options.alongside,
    knownTotal: reusableTotal(kept, totalCap),
    totalCap,
  };
  const clauses = filterClauses(plan.filters);
  const text = textExpressions(plan.text);

  let page: PageResult;
  if (plan.order === 'relevance' && text) {
    page = await relevancePage(db, {
      ...request,
      tiers: [allOf([text.tiers[0], ...clauses]), allOf([text.tiers[1], ...clauses]), allOf([text.tiers[2], ...clauses])],
      anywhere: allOf([text.anywhere, ...clauses]),
      textTiers: clauses.length > 0 ? text.tiers : undefined,
      after: after?.order === 'relevance' ? after : null,
    });
  } else if (plan.order === 'salary') {
    const expression = allOf([text?.anywhere, ...clauses]);
    page = await salaryPage(db, { ...request, expression, after: after?.order === 'salary' ? after : null }, options.salaryTuning);
  } else {
    page = await newestPage(db, {
      ...request,
      expression: allOf([text?.anywhere, ...clauses]),
      afterId: after?.order === 'newest' ? after.id : null,
    });
  }

  const counted: KeptTotal = { ...page.counted, cap: totalCap };
  if (keptTotal !== null) options.totals?.set(keptTotal, options.now.getTime(), counted);
  const result: SearchResult = {
    items: page.rows.map(toJobSummary),
    nextCursor: page.next ? encodeCursor(page.next, plan.key) : null,
    total: Math.min(page.total, request.totalCap),
    totalIsExact: page.total <= request.totalCap,
    terms: plan.text.terms,
  };
  return { result, alongside: page.alongside, counted };
}

/** Where a search's total is kept: the words of a long prefix are part of what was counted (they grow with the vocabulary). */
export function totalKey(plan: SearchPlan, prefixWords: readonly string[] | undefined): string {
  return JSON.stringify([plan.key, prefixWords ?? null]);
}
