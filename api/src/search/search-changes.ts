/**
 * Keeps migration 0019's change log short. Run hourly: the log's start moves to the
 * counter's value at the previous run and older rows go, so it always covers at least the
 * last hour; a facet matrix older than that (an isolate idle for an hour) loads whole.
 */
import type { SqlDatabase } from '../db/database';

const PRUNE_SQL = [
  // Right-hand sides read the row as it was: `since` takes the old `next_since`.
  'UPDATE search_changes_kept SET since = next_since, next_since = (SELECT version FROM search_version) WHERE id = 1',
  'DELETE FROM search_changes WHERE version < (SELECT since FROM search_changes_kept WHERE id = 1)',
];

export async function pruneSearchChanges(db: SqlDatabase): Promise<void> {
  await db.batch(PRUNE_SQL.map((sql) => db.prepare(sql)));
}
