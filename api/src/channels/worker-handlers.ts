import type { Env } from '../env';
import { readApiSettings } from '../config/settings';
import { channelMessageSchema } from './messages';
import { postNext } from './post-next';
import { selectChannelAdapter } from './select-adapters';

/** A queue message as the runtime hands it over (typed structurally, as the other consumers do). */
export interface ChannelQueueMessage {
  body: unknown;
  ack(): void;
  retry(options?: { delaySeconds?: number }): void;
}

/**
 * Each message posts one job on one channel, so a channel that fails (or hangs until its
 * timeout) holds up only its own messages: the others in the batch run beside it. A failed send
 * is retried through the queue after its back-off; anything that throws here (D1 down) is
 * retried by the queue as it is.
 */
export async function onChannelsQueue(messages: readonly ChannelQueueMessage[], env: Env): Promise<void> {
  const settings = readApiSettings(env);
  const now = () => new Date();
  await Promise.all(
    messages.map(async (message) => {
      const body = channelMessageSchema.safeParse(message.body);
      if (!body.success) {
        console.error('[channels] dropped a malformed queue message');
        message.ack();
        return;
      }
      const { channel } = body.data;
      // A channel turned off since the message was sent: its rows wait for it to be turned on.
      if (!settings.channels.enabled.includes(channel)) {
        message.ack();
        return;
      }
      try {
        const adapter = selectChannelAdapter(channel, {
          settings: settings.channels,
          db: env.DB,
          fetch: (input, init) => fetch(input, init),
          now,
        });
        const outcome = await postNext({ db: env.DB, now, siteUrl: settings.siteUrl, adapter, queue: env.CHANNELS_QUEUE }, channel);
        console.info(`[channels] ${channel} ${JSON.stringify(outcome)}`);
        if (outcome.kind === 'retry') message.retry({ delaySeconds: outcome.delaySeconds });
        else message.ack();
      } catch (error) {
        console.error(`[channels] ${channel} could not be processed, the queue will retry it:`, error);
        message.retry();
      }
    }),
  );
}
