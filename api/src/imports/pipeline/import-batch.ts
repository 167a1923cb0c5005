import { importMessageSchema } from './messages';
import { importSource, type ImportDeps, type ImportReport } from './import-source';
import { forEachBounded } from './bounded';
import { SOURCES_AT_ONCE } from './constants';
import { kickChannels } from '../../channels/messages';
import { groupedSourceReads } from './source-reads';
import { groupCommit } from './group-commit';

export interface QueueMessage {
  body: unknown;
  /** When the message was sent (the Queue's own stamp). */
  timestamp?: Date;
  ack(): void;
  retry(): void;
}

/**
 * One queue batch, each message one source. Up to SOURCES_AT_ONCE sources at once, so one
 * waits on its board or on D1 while another works, and a slow or failing board holds up only
 * its own lane. A source named twice in the batch (the cron's run and an employer's import) is
 * imported once: two imports of one source side by side would both take its new postings as
 * new. A source that cannot be read is recorded and acknowledged (its back-off decides when it
 * is tried again); a message whose writes failed is retried by the queue. After each source
 * a lane makes way for visitors (deps.makeWay, visitors-first.ts).
 */
export async function importBatch(
  messages: readonly QueueMessage[],
  deps: ImportDeps,
  log: (report: ImportReport & { ms: number; queuedMs: number | null; batch: number }) => void,
): Promise<void> {
  const bySource = new Map<string, QueueMessage[]>();
  for (const message of messages) {
    const body = importMessageSchema.safeParse(message.body);
    if (!body.success) {
      console.error('[imports] dropped a malformed queue message');
      message.ack();
      continue;
    }
    const same = bySource.get(body.data.sourceId);
    if (same) same.push(message);
    else bySource.set(body.data.sourceId, [message]);
  }
  let added = 0;
  let madeWayMs = 0;
  // The lanes take the sources in this order, so each group of neighbours is read in one round trip.
  const read = groupedSourceReads(deps.db, [...bySource.keys()]);
  // Writes that arrive while another source's transaction is on its way go together in the next one.
  const write = groupCommit(deps.db);
  await forEachBounded([...bySource], SOURCES_AT_ONCE, async ([sourceId, same]) => {
    const started = Date.now();
    try {
      const report = await importSource(deps, sourceId, read, write);
      added += report.added;
      // queuedMs: from the send to this source's start (the queue's delivery, the batches and lanes before it).
      const sent = same[0]!.timestamp;
      log({ ...report, ms: Date.now() - started, queuedMs: sent ? started - sent.getTime() : null, batch: messages.length });
      for (const message of same) message.ack();
      // Awaited first: `total += await ...` would read the total before the wait, losing the other lanes' waits.
      const waited = (await deps.makeWay?.(Date.now() - started)) ?? 0;
      madeWayMs += waited;
    } catch (error) {
      console.error(`[imports] ${sourceId} could not be written, the queue will retry it:`, error);
      // One retry imports it again; its twins were covered by this attempt's read of the source.
      same[0]!.retry();
      for (const message of same.slice(1)) message.ack();
    }
  });
  // Why a batch took longer than its sources' own times: it waited for visitors (visitors-first.ts).
  if (madeWayMs > 0)
    console.info(`[imports] made way for visitors: its lanes idled ${madeWayMs} ms in all over a batch of ${bySource.size} source(s)`);
  if (added > 0 && deps.channels) {
    // Once a batch, not once a source: a message only says "post the next due job", and each one
    // costs the channel a claim whether or not it posts (an hour's cap stops most of them).
    // The rows are written; a failed message only delays them until the next one.
    await kickChannels(deps.channels.queue, deps.channels.enabled).catch((error: unknown) =>
      console.error('[imports] the channels were not told of new jobs:', error instanceof Error ? error.message : error),
    );
  }
}
