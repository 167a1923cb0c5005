/** How often a healthy source is fetched (the hourly cron finds it due again). */
export const IMPORT_INTERVAL_MS = 60 * 60 * 1000;
/** A failing source waits twice as long after each failure, up to a day. */
export const MAX_BACKOFF_MS = 24 * 60 * 60 * 1000;
/** A board that does not answer in this time has failed (the consumer has 15 minutes in all). */
export const FETCH_TIMEOUT_MS = 20_000;
/** The largest board we read (Ashby's biggest boards are about 12 MB). */
export const MAX_BOARD_BYTES = 25 * 1024 * 1024;
/**
 * Sources of one queue batch imported at once: enough that one board's wait hides behind
 * another's work, few enough that a search reaching the same isolate and database finds a
 * short line ahead of it.
 */
export const SOURCES_AT_ONCE = 6;
/**
 * A queue batch's sources read together in one round trip (source-reads.ts): small enough that a
 * group's postings stay a few thousand rows in memory and a source's state is at most a few of
 * its neighbours' imports old when its own starts.
 */
export const SOURCES_READ_TOGETHER = 10;
/** A posting missing from this many successful fetches in a row closes. */
export const MISSES_TO_CLOSE = 2;
/** A closed role listed again within this time is the same job, reposted (its URL comes back). */
export const REPOST_WINDOW_MS = 45 * 24 * 60 * 60 * 1000;

/** When a source that failed `failures` times in a row is tried again. */
export function nextAttemptAfterFailure(now: number, failures: number): number {
  return now + Math.min(IMPORT_INTERVAL_MS * 2 ** Math.max(0, failures - 1), MAX_BACKOFF_MS);
}

/**
 * Bump when the normaliser reads the same posting differently (a new rule, a fixed parser): a
 * posting is normalised again only when its content or this version changed.
 */
export const NORMALISER_VERSION = 1;
