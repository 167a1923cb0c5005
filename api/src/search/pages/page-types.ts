import type { SqlStatement } from '../../db/database';
import type { JobSummaryRow } from '../../db/job-row';
import type { SearchPosition } from '../cursor';
import type { CountedTotal } from '../total';

/** What a page query needs; `expression` parts are FTS5 MATCH text (match-expression.ts). */
export interface PageRequest {
  postedAfterMs: number;
  /** Page size; each page query reads one more row to learn whether another page follows. */
  limit: number;
  /** Statements to run in the page's first batch (same snapshot), their results handed back. */
  alongside?: SqlStatement[];
  /** The total counted for this search before, reused if the index has not changed since. */
  knownTotal?: CountedTotal;
  /** The total is exact up to this many matches (total.ts). */
  totalCap: number;
}

export interface PageResult {
  rows: JobSummaryRow[];
  /** Where the next page starts, or null on the last page. */
  next: SearchPosition | null;
  /** Matches counted, up to the cap + 1 (see CountedTotal). */
  total: number;
  /** The total with the state it holds for, to keep for the next page. */
  counted: CountedTotal;
  /** The results of `alongside`, in order. */
  alongside: Array<{ results: unknown[] }>;
}
