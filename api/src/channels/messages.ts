import { z } from 'zod';
import { CHANNELS, type ChannelName } from '@chainwork/shared-config/channels';

/** The queue the channels' messages travel on (api/wrangler.jsonc). */
export const CHANNELS_QUEUE_NAME = 'chainwork-channels';

/**
 * One message = "post the next due job on this channel". The message names no job: the consumer
 * picks the best due row (Featured first, then oldest), so a backlog drains in that order, and a
 * message that finds nothing to do (another one took the row) is simply acknowledged.
 */
export const channelMessageSchema = z.strictObject({ channel: z.enum(CHANNELS) });
export type ChannelMessage = z.infer<typeof channelMessageSchema>;

/** The slice of a Cloudflare Queue producer the channels use. */
export interface ChannelsQueue {
  send(body: ChannelMessage, options?: { delaySeconds?: number }): Promise<unknown>;
  sendBatch(messages: Iterable<{ body: ChannelMessage; delaySeconds?: number }>): Promise<unknown>;
}

/** One message per channel: each one posts a row and hands on to the next while rows are due. */
export async function kickChannels(queue: ChannelsQueue | null, channels: readonly ChannelName[]): Promise<void> {
  if (!queue || channels.length === 0) return;
  await queue.sendBatch(channels.map((channel) => ({ body: { channel } })));
}
