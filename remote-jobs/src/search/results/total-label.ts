import { groupThousands } from '../../format/numbers';

/** "1,234 jobs": the size of a search; "10,000+ jobs" when the api capped the count (api TOTAL_CAP). */
export function totalLabel(total: number, exact = true): string {
  if (total === 0) return 'No jobs';
  const count = `${groupThousands(total)}${exact ? '' : '+'}`;
  return total === 1 && exact ? '1 job' : `${count} jobs`;
}

export interface PageTotal {
  total: number;
  totalIsExact: boolean;
}

export interface FacetTotals {
  total: number;
  totalWithSalary: number;
}

/**
 * The count a search shows. The api counts a search it has not counted before only to 1,000
 * ("1,000+": api search/total.ts); the counts beside the filters, asked for with it, read every
 * match and bring the exact total, which replaces the "1,000+" once they are this search's.
 * A salary sort lists only the jobs with a salary, so it shows those.
 */
export function shownTotal(page: PageTotal, facets: FacetTotals | undefined, bySalary: boolean): { total: number; exact: boolean } {
  if (page.totalIsExact || !facets) return { total: page.total, exact: page.totalIsExact };
  const exact = bySalary ? facets.totalWithSalary : facets.total;
  // Counts are kept up to a minute: never shown below what the page itself says it has more than.
  return exact > page.total ? { total: exact, exact: true } : { total: page.total, exact: false };
}

/** The drawer's close button: "Show 1,234 jobs", or "Show results" before there is a count. */
export function showResultsLabel(shown: { total: number; exact: boolean } | undefined): string {
  return shown && shown.total > 0 ? `Show ${totalLabel(shown.total, shown.exact)}` : 'Show results';
}
