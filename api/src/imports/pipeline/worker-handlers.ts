import type { Env } from '../../env';
import { readApiSettings } from '../../config/settings';
import type { ImportDeps } from './import-source';
import { importBatch, type QueueMessage } from './import-batch';
import { scheduleImports } from './schedule';
import { fetchBoard, providerBases } from '../providers/fetch-board';
import { normalisePosting } from '../normalise/normalise';
import { isolateVisitors, makeWayForVisitors } from './visitors-first';
import { FETCH_TIMEOUT_MS, MAX_BOARD_BYTES } from './constants';

/** The queue the imports' messages travel on (api/wrangler.jsonc). */
export const IMPORTS_QUEUE_NAME = 'chainwork-imports';

/** Hourly, at minute 25: every due source goes to the queue. */
export const IMPORTS_CRON = '25 * * * *';

/** The import's dependencies in the Worker: the providers' real HTTP client and the normaliser. */
export function importDepsFromEnv(env: Env): ImportDeps {
  const settings = readApiSettings(env);
  const bases = providerBases(settings);
  return {
    db: env.DB,
    now: () => Date.now(),
    fetchBoard: (source) =>
      fetchBoard(source, { fetch: (input, init) => fetch(input, init), bases, timeoutMs: FETCH_TIMEOUT_MS, maxBytes: MAX_BOARD_BYTES }),
    normalise: normalisePosting,
    channels: { enabled: settings.channels.enabled, queue: env.CHANNELS_QUEUE },
    makeWay: (busyMs) => makeWayForVisitors(busyMs, isolateVisitors),
  };
}

export async function onImportsScheduled(scheduledTime: number, env: Env): Promise<void> {
  const run = await scheduleImports(env.DB, env.IMPORTS_QUEUE, scheduledTime);
  console.info(`[imports] run ${run.runId} at ${new Date(scheduledTime).toISOString()}: ${run.sources} sources due`);
}

/** A batch of the imports' queue (import-batch.ts), logging each source's report for bench:ingest. */
export function onImportsQueue(messages: readonly QueueMessage[], env: Env): Promise<void> {
  return importBatch(messages, importDepsFromEnv(env), (report) => console.info(`[imports] ${JSON.stringify(report)}`));
}
