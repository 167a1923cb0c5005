/**
 * The api's Cron Triggers (api/wrangler.jsonc `triggers.crons`), one small dispatch by
 * schedule so each feature keeps its run in its own module.
 */
import { onScheduled } from './alerts/run/worker-handlers';
import type { Env } from './env';
import { postingDepsFromEnv } from './http/payment-routes';
import { runPostingExpiry } from './posting/expiry';
import { IMPORTS_CRON, onImportsScheduled } from './imports/pipeline/worker-handlers';
import { readApiSettings } from './config/settings';
import { sweepChannels } from './channels/sweep';
import { pruneSearchChanges } from './search/search-changes';

/** Hourly, at minute 15: expiry reminders, expiry notices, expired listings; the channels' sweep; the search change log's prune. */
export const POSTING_EXPIRY_CRON = '15 * * * *';

/** The slice of the runtime's `ScheduledController` used here (typed structurally; see db/database.ts). */
export interface ScheduledEvent {
  cron: string;
  scheduledTime: number;
}

export async function dispatchScheduled(event: ScheduledEvent, env: Env): Promise<void> {
  if (event.cron === POSTING_EXPIRY_CRON) {
    const report = await runPostingExpiry({ ...postingDepsFromEnv(env), now: () => new Date(event.scheduledTime) });
    console.info(`[posting] expiry run at ${new Date(event.scheduledTime).toISOString()}: ${JSON.stringify(report)}`);
    // The same hour: any channel with a due post and no message on its way gets one.
    const swept = await sweepChannels(env.DB, env.CHANNELS_QUEUE, readApiSettings(env).channels.enabled, new Date(event.scheduledTime));
    if (swept.length) console.info(`[channels] hourly sweep woke ${swept.join(', ')}`);
    await pruneSearchChanges(env.DB);
    return;
  }
  if (event.cron === IMPORTS_CRON) {
    await onImportsScheduled(event.scheduledTime, env);
    return;
  }
  // The other schedule is the alerts' hourly run (`5 * * * *`), which hands due alerts to its queue.
  await onScheduled(event, env);
}
