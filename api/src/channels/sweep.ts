import type { ChannelName } from '@chainwork/shared-config/channels';
import type { SqlDatabase } from '../db/database';
import { kickChannels, type ChannelsQueue } from './messages';

/**
 * The hourly safety net: a channel with a due post and no message on its way (the message after
 * an approval could not be sent, or the queue gave up on one) gets one. A channel that already has
 * one gets a second, which finds its row taken and stops: claims make every extra message harmless.
 */
export async function sweepChannels(
  db: SqlDatabase,
  queue: ChannelsQueue | null,
  enabled: readonly ChannelName[],
  now: Date,
): Promise<ChannelName[]> {
  const { results } = await db
    .prepare(
      `SELECT c.channel FROM channels AS c
       WHERE c.paused = 0 AND c.channel IN (SELECT value FROM json_each(?1))
         AND EXISTS (SELECT 1 FROM channel_posts AS p WHERE p.channel = c.channel AND p.status IN ('queued', 'failed') AND p.next_attempt_at <= ?2)
       ORDER BY c.channel`,
    )
    .bind(JSON.stringify(enabled), now.getTime())
    .all<{ channel: ChannelName }>();
  const due = results.map((row) => row.channel);
  await kickChannels(queue, due);
  return due;
}
