import { z } from 'zod';

/**
 * Alerts per queue message: one message is one transaction of digests, about 90 ms of work at
 * 100k jobs (`npm run bench:alerts`: 100 per message ran 12-13x the naive run, 50 ran 10-11x,
 * the per-message statements shared by more alerts).
 */
export const ALERTS_PER_MESSAGE = 100;
/** Queue.sendBatch takes at most 100 messages per call. */
export const MESSAGES_PER_SEND = 100;

/** A queue message: a batch of due alerts and the instant of the run that found them due. */
export const alertRunMessageSchema = z.strictObject({
  alertIds: z.array(z.number().int().positive()).min(1).max(ALERTS_PER_MESSAGE),
  runAt: z.number().int(),
});
export type AlertRunMessage = z.infer<typeof alertRunMessageSchema>;

/** The slice of a Cloudflare Queue producer the scheduler uses. */
export interface AlertQueue {
  sendBatch(messages: Iterable<{ body: AlertRunMessage }>): Promise<unknown>;
}
