import { z } from 'zod';

/** One queue message: import one source, for one run (so a caller can wait for the run). */
export const importMessageSchema = z.strictObject({
  sourceId: z.string().min(3).max(520),
  runId: z.number().int().positive(),
});
export type ImportMessage = z.infer<typeof importMessageSchema>;

/** The slice of a Cloudflare Queue producer the scheduler uses. */
export interface ImportQueue {
  sendBatch(messages: Iterable<{ body: ImportMessage }>): Promise<unknown>;
}

/** Queue.sendBatch takes at most 100 messages per call. */
export const MESSAGES_PER_SEND = 100;
