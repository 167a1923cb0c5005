/**
 * The api's Cron Triggers (api/wrangler.jsonc `triggers.crons`), one small dispatch by
 * schedule so each feature keeps its run in its own module.
 */
import type { Env } from './env';
import { onScheduled as queueDueAlerts } from './alerts/run/worker-handlers';
import { postingDepsFromEnv } from './http/payment-routes';
import { runPostingExpiry } from './posting/expiry';

/** Hourly, at minute 15: expiry reminders, expiry notices, expired listings. */
export const POSTING_EXPIRY_CRON = '15 * * * *';

/** Hourly, at minute 5: the due job alerts are handed to the alerts queue. */
export const ALERTS_CRON = '5 * * * *';

/** The slice of the runtime's `ScheduledController` used here (typed structurally; see db/database.ts). */
export interface ScheduledEvent {
  cron: string;
  scheduledTime: number;
}

export async function dispatchScheduled(event: ScheduledEvent, env: Env): Promise<void> {
  if (event.cron === POSTING_EXPIRY_CRON) {
    const report = await runPostingExpiry({ ...postingDepsFromEnv(env), now: () => new Date(event.scheduledTime) });
    console.info(`[posting] expiry run at ${new Date(event.scheduledTime).toISOString()}: ${JSON.stringify(report)}`);
    return;
  }
  if (event.cron === ALERTS_CRON) return queueDueAlerts(event, env);
  console.error(`[api] no scheduled work for cron "${event.cron}"`);
}
