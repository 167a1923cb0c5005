import type { SqlDatabase } from '../../db/database';
import type { ImportQueue } from './messages';
import { scheduleImports, type ScheduledRun } from './schedule';

/** An import of one source now (an employer just connected it), through the same queue as the cron's. */
export function enqueueSourceImport(
  deps: { db: SqlDatabase; queue: ImportQueue; now: () => number },
  sourceId: string,
): Promise<ScheduledRun> {
  return scheduleImports(deps.db, deps.queue, deps.now(), { sourceId });
}
