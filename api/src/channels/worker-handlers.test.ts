import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHANNELS } from '@chainwork/shared-config/channels';
import { resetJobs, seedJobs, testJob } from '../../test/fixtures';
import type { Env } from '../env';
import { enqueueJobStatement } from './enqueue';
import type { ChannelMessage } from './messages';
import { onChannelsQueue, type ChannelQueueMessage } from './worker-handlers';

/** A message as the runtime hands it over, recording what the consumer decided. */
function message(body: unknown) {
  const seen: { acked: boolean; retried: { delaySeconds?: number } | null } = { acked: false, retried: null };
  const handle: ChannelQueueMessage = {
    body,
    ack: () => {
      seen.acked = true;
    },
    retry: (options) => {
      seen.retried = options ?? {};
    },
  };
  return { handle, seen };
}

const sent: ChannelMessage[] = [];
const workerEnv = (vars: Partial<Env>): Env => ({
  ...(env as unknown as Env),
  CHANNELS_QUEUE: {
    send: (body) => Promise.resolve(void sent.push(body)),
    sendBatch: (messages) => Promise.resolve(void sent.push(...[...messages].map((m) => m.body))),
  },
  ...vars,
});

beforeEach(async () => {
  sent.length = 0;
  await resetJobs();
  await env.DB.batch([
    env.DB.prepare('DELETE FROM channel_posts'),
    env.DB.prepare('DELETE FROM channel_outbox'),
    env.DB.prepare('UPDATE channels SET paused = 0, wake_at = NULL'),
  ]);
  await seedJobs([testJob('rust-engineer')]);
  await enqueueJobStatement(env.DB, 'rust-engineer', CHANNELS, Date.now()).run();
});

describe('the channels queue consumer', { timeout: 30_000 }, () => {
  it('acknowledges a sent post, and has the queue retry a failed one after its back-off, each channel on its own', async () => {
    // Discord's endpoint is down (nothing listens on this port); the other two have no credentials: the outbox.
    const vars = workerEnv({ DISCORD_WEBHOOK_URL: 'http://127.0.0.1:9/api/webhooks/1/token' });
    const telegram = message({ channel: 'telegram' });
    const discord = message({ channel: 'discord' });
    const bluesky = message({ channel: 'bluesky' });
    await onChannelsQueue([telegram.handle, discord.handle, bluesky.handle], vars);
    expect(telegram.seen).toEqual({ acked: true, retried: null });
    expect(bluesky.seen).toEqual({ acked: true, retried: null });
    expect(discord.seen).toEqual({ acked: false, retried: { delaySeconds: 30 } });
    const { results } = await env.DB.prepare('SELECT channel, status, last_error FROM channel_posts ORDER BY channel').all();
    expect(results).toEqual([
      { channel: 'bluesky', status: 'sent', last_error: null },
      { channel: 'discord', status: 'failed', last_error: 'Discord webhook: could not connect' },
      { channel: 'telegram', status: 'sent', last_error: null },
    ]);
  });

  it('drops a malformed message, and leaves the posts of a channel turned off waiting', async () => {
    const malformed = message({ channel: 'myspace' });
    const off = message({ channel: 'discord' });
    await onChannelsQueue([malformed.handle, off.handle], workerEnv({ CHANNELS_ENABLED: 'telegram,bluesky' }));
    expect(malformed.seen.acked).toBe(true);
    expect(off.seen.acked).toBe(true);
    const row = await env.DB.prepare("SELECT status FROM channel_posts WHERE channel = 'discord'").first<{ status: string }>();
    expect(row?.status).toBe('queued');
  });
});
