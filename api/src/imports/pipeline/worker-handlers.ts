import type { Env } from '../../env';
import { readApiSettings } from '../../config/settings';
import { importMessageSchema } from './messages';
import { importSource, type ImportDeps } from './import-source';
import { scheduleImports } from './schedule';
import { fetchBoard, providerBases } from '../providers/fetch-board';
import { normalisePosting } from '../normalise/normalise';
import { FETCH_TIMEOUT_MS, MAX_BOARD_BYTES } from './constants';

/** The queue the imports' messages travel on (api/wrangler.jsonc). */
export const IMPORTS_QUEUE_NAME = 'chainwork-imports';

/** Hourly, at minute 25: every due source goes to the queue. */
export const IMPORTS_CRON = '25 * * * *';

export interface QueueMessage {
  body: unknown;
  /** When the message was sent (the Queue's own stamp). */
  timestamp?: Date;
  ack(): void;
  retry(): void;
}

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
  };
}

export async function onImportsScheduled(scheduledTime: number, env: Env): Promise<void> {
  const run = await scheduleImports(env.DB, env.IMPORTS_QUEUE, scheduledTime);
  console.info(`[imports] run ${run.runId} at ${new Date(scheduledTime).toISOString()}: ${run.sources} sources due`);
}

/**
 * Each message is one source. A source that cannot be read is recorded and acknowledged (its
 * back-off decides when it is tried again); a message whose writes failed is retried by the queue.
 */
export async function onImportsQueue(messages: readonly QueueMessage[], env: Env): Promise<void> {
  const deps = importDepsFromEnv(env);
  // The batch's sources at once: one waits on its board's answer or on D1 while another works.
  await Promise.all(
    messages.map(async (message) => {
      const body = importMessageSchema.safeParse(message.body);
      if (!body.success) {
        console.error('[imports] dropped a malformed queue message');
        message.ack();
        return;
      }
      try {
        const started = Date.now();
        const report = await importSource(deps, body.data.sourceId);
        // queuedMs: from the send to this batch's start (the queue's delivery and the batches before it).
        const queuedMs = message.timestamp ? started - message.timestamp.getTime() : null;
        console.info(`[imports] ${JSON.stringify({ ...report, ms: Date.now() - started, queuedMs, batch: messages.length })}`);
        message.ack();
      } catch (error) {
        console.error(`[imports] ${body.data.sourceId} could not be written, the queue will retry it:`, error);
        message.retry();
      }
    }),
  );
}
