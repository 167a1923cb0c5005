import type { SqlDatabase } from '../../db/database';
import { ALERTS_PER_MESSAGE, MESSAGES_PER_SEND, type AlertQueue, type AlertRunMessage } from './messages';
import { rebuildWindowStatements } from './window-index';

/**
 * The cron's half of a run: finds the active alerts that are due, rebuilds the window index
 * their digests search (window-index.ts), and hands them to the queue, one message per
 * ALERTS_PER_MESSAGE alerts. It writes nothing else: an alert stays due until its digest is
 * recorded, so a run that dies here is simply found again next time.
 */
export async function scheduleDueAlerts(db: SqlDatabase, queue: AlertQueue, runAt: number): Promise<{ alerts: number; messages: number }> {
  const { results } = await db
    .prepare(`SELECT id FROM alerts WHERE status = 'active' AND next_due_at <= ?1 ORDER BY next_due_at, id`)
    .bind(runAt)
    .all<{ id: number }>();
  if (results.length > 0) await db.batch(rebuildWindowStatements(db, runAt));
  const messages: Array<{ body: AlertRunMessage }> = [];
  for (let i = 0; i < results.length; i += ALERTS_PER_MESSAGE) {
    const alertIds = results.slice(i, i + ALERTS_PER_MESSAGE).map((r) => r.id);
    messages.push({ body: { alertIds, runAt } });
  }
  for (let i = 0; i < messages.length; i += MESSAGES_PER_SEND) await queue.sendBatch(messages.slice(i, i + MESSAGES_PER_SEND));
  return { alerts: results.length, messages: messages.length };
}

/** `npm run alerts -- --now`: every active alert becomes due at this instant, then the run goes as the cron's. */
export async function makeEveryActiveAlertDue(db: SqlDatabase, at: number): Promise<void> {
  await db
    .prepare(`UPDATE alerts SET next_due_at = ?1 WHERE status = 'active' AND (next_due_at IS NULL OR next_due_at > ?1)`)
    .bind(at)
    .run();
}
