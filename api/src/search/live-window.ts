/**
 * The lowest rowid of the jobs posted after `?N` (ms). Ids follow Date (migration 0002
 * refuses an insert older than the newest job), so every job from this id up was posted
 * after that instant: "live" and "date posted" become a rowid range that FTS5 seeks to,
 * found with one lookup in the `jobs_by_posted_at` index. NULL when there is none, and
 * `rowid >= NULL` then matches nothing.
 */
export function firstIdPostedAfter(param: string): string {
  return `(SELECT id FROM jobs WHERE posted_at > ${param} ORDER BY posted_at, id LIMIT 1)`;
}

/** Larger than any rowid: the upper bound of a first page. */
export const NO_UPPER_BOUND = Number.MAX_SAFE_INTEGER;
