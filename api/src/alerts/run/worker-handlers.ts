import type { Env } from '../../env';
import { readApiSettings } from '../../config/settings';
import { selectMailer } from '../../mail/select-mailer';
import { processAlertBatch } from './process-batch';
import { alertRunMessageSchema } from './messages';
import { scheduleDueAlerts } from './schedule';

/*
 * The slices of the Workers runtime's handler arguments used here, typed structurally:
 * front ends type-check this package without the Workers globals (db/database.ts).
 */
export interface ScheduledController {
  scheduledTime: number;
}
export interface WaitUntil {
  waitUntil(promise: Promise<unknown>): void;
}
export interface QueueMessage {
  body: unknown;
  ack(): void;
  retry(): void;
}
export interface QueueBatch {
  /** The queue's name: the Worker consumes the alerts' and the imports' queues. */
  queue: string;
  messages: readonly QueueMessage[];
}

/** The Cron Trigger (api/wrangler.jsonc `triggers.crons`): hand the due alerts to the queue. */
export async function onScheduled(controller: ScheduledController, env: Env): Promise<void> {
  const queued = await scheduleDueAlerts(env.DB, env.ALERTS_QUEUE, controller.scheduledTime);
  console.info(
    `[alerts] run at ${new Date(controller.scheduledTime).toISOString()}: ${queued.alerts} due alerts in ${queued.messages} messages`,
  );
}

/**
 * The queue consumer: each message is one batch of digests. A message that fails is
 * retried by the queue (`max_retries`), and processAlertBatch makes the retry safe.
 */
export async function onQueue(batch: QueueBatch, env: Env): Promise<void> {
  // The mailer MAIL_PROVIDER names, as for every other mail of the api.
  const settings = readApiSettings(env);
  const now = () => new Date();
  const mailer = selectMailer(settings, env, env.DB, now);
  for (const message of batch.messages) {
    const body = alertRunMessageSchema.safeParse(message.body);
    if (!body.success) {
      console.error('[alerts] dropped a malformed queue message');
      message.ack();
      continue;
    }
    try {
      const started = Date.now();
      const report = await processAlertBatch({ db: env.DB, mailer, siteUrl: settings.siteUrl, now }, body.data);
      console.info(`[alerts] batch ${JSON.stringify({ ...report, totalMs: Date.now() - started })}`);
      message.ack();
    } catch (error) {
      console.error('[alerts] batch failed, the queue will retry it:', error);
      message.retry();
    }
  }
}
