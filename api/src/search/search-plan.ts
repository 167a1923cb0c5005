import { DATE_POSTED_WINDOWS, JOB_VALIDITY_MS, type DatePosted, type SearchFilters, type SearchSort } from '@chainwork/shared-config';
import { parseQueryText, type QueryText } from './query-text';

/** A search reduced to what decides its results; equal plans give equal results. */
export interface SearchPlan {
  text: QueryText;
  /** The filters with set-valued groups sorted and deduplicated; `q` left out (see `text`). */
  filters: Omit<SearchFilters, 'q'>;
  /** What the results are ordered by: relevance needs terms, so without them it is newest. */
  order: SearchSort;
  /** Canonical text of all of the above, for cursors and caches. */
  key: string;
}

const sortedUnique = <T extends string>(values: readonly T[] | undefined): T[] | undefined =>
  values?.length ? [...new Set(values)].sort() : undefined;

export function planSearch(input: SearchFilters & { sort?: SearchSort }): SearchPlan {
  const text = parseQueryText(input.q);
  const filters: Omit<SearchFilters, 'q'> = {
    tags: sortedUnique(input.tags),
    remote: input.remote,
    city: input.city,
    minSalary: input.minSalary,
    // "Also jobs without a salary" only means something beside a salary floor.
    includeNoSalary: input.minSalary !== undefined && input.includeNoSalary ? true : undefined,
    employmentTypes: sortedUnique(input.employmentTypes),
    seniorities: sortedUnique(input.seniorities),
    posted: input.posted,
    company: input.company,
  };
  const hasTerms = text.terms.length > 0;
  const requested = input.sort ?? (hasTerms ? 'relevance' : 'newest');
  const order: SearchSort = requested === 'relevance' && !hasTerms ? 'newest' : requested;
  const key = JSON.stringify([text.terms, text.lastIsPrefix, order, ...Object.values(filters)]);
  return { text, filters, order, key };
}

/**
 * Jobs posted after this instant are in the search: live jobs (now < Date + 30 days),
 * or the narrower "date posted" window when one is chosen.
 */
export function postedAfter(now: Date, posted: SearchFilters['posted']): number {
  // The schema admits only DATE_POSTED_WINDOWS' keys.
  const window = posted ? Math.min(DATE_POSTED_WINDOWS[posted as DatePosted], JOB_VALIDITY_MS) : JOB_VALIDITY_MS;
  return now.getTime() - window;
}
