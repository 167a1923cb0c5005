/**
 * SQL condition on `sqlite_master.name`: the objects the migrations made, not SQLite's own
 * (`sqlite_sequence`, ...) nor D1's internal `_cf_` tables.
 */
export const MIGRATED_OBJECT = "name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'";

/**
 * Drops every trigger, view and table of a D1 database, so that applying the migrations again
 * gives exactly a new deployment's database (tables, FTS5 index, reference rows, and
 * AUTOINCREMENT counters from 1). SQLite's own tables and D1's internal `_cf_` ones are kept.
 */
export async function dropEverything(db: D1Database): Promise<void> {
  // Triggers and views first (they name tables about to go), then virtual tables (dropping one
  // drops its shadow tables, which IF EXISTS then skips), then the rest.
  const { results } = await db
    .prepare(
      `SELECT type, name FROM sqlite_master
       WHERE type IN ('trigger', 'view', 'table') AND ${MIGRATED_OBJECT}
       ORDER BY CASE WHEN type = 'trigger' THEN 0 WHEN type = 'view' THEN 1 WHEN sql LIKE 'CREATE VIRTUAL TABLE%' THEN 2 ELSE 3 END, rowid DESC`,
    )
    .all<{ type: 'trigger' | 'view' | 'table'; name: string }>();
  if (results.length === 0) return;
  // Foreign keys are checked at the end of the batch (its transaction), when no table is left.
  await db.batch([
    db.prepare('PRAGMA defer_foreign_keys = ON'),
    ...results.map(({ type, name }) => db.prepare(`DROP ${type.toUpperCase()} IF EXISTS "${name.replaceAll('"', '""')}"`)),
  ]);
}
