import type { SqlDatabase } from '../../db/database';
import { MESSAGES_PER_SEND, type ImportQueue } from './messages';

export interface ScheduledRun {
  runId: number;
  sources: number;
}

/**
 * The cron's half: every active source that is due (its back-off over) gets one queue
 * message, under a new run. `all` queues every active source whatever its back-off
 * (`npm run ingest`), `sourceId` only that one (an employer just connected it).
 */
export async function scheduleImports(
  db: SqlDatabase,
  queue: ImportQueue,
  now: number,
  options: { all?: boolean; sourceId?: string } = {},
): Promise<ScheduledRun> {
  const run = await db
    .prepare('INSERT INTO import_runs (started_at, sources) VALUES (?1, 0) RETURNING id')
    .bind(now)
    .first<{ id: number }>();
  const runId = run!.id;
  const { results } = await db
    .prepare(
      `UPDATE import_sources SET queued_run = ?1
       WHERE status = 'active' AND (?2 IS NULL OR id = ?2) AND (?3 = 1 OR ?2 IS NOT NULL OR next_attempt_at <= ?4)
       RETURNING id`,
    )
    .bind(runId, options.sourceId ?? null, options.all ? 1 : 0, now)
    .all<{ id: string }>();
  await db.prepare('UPDATE import_runs SET sources = ?2 WHERE id = ?1').bind(runId, results.length).run();
  for (let start = 0; start < results.length; start += MESSAGES_PER_SEND)
    await queue.sendBatch(results.slice(start, start + MESSAGES_PER_SEND).map(({ id }) => ({ body: { sourceId: id, runId } })));
  return { runId, sources: results.length };
}

/** Sources of a run not yet imported (the queue works asynchronously). */
export async function sourcesWaiting(db: SqlDatabase, runId: number): Promise<number> {
  const row = await db
    .prepare(
      `SELECT count(*) AS n FROM import_sources AS s JOIN import_runs AS r ON r.id = ?1
       WHERE s.queued_run = ?1 AND s.status = 'active' AND (s.last_run_at IS NULL OR s.last_run_at < r.started_at)`,
    )
    .bind(runId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
