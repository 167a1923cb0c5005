import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CHANNEL_MAX_ATTEMPTS,
  CHANNEL_POSTS_PER_HOUR,
  CHANNEL_SEND_INTERRUPTED_MS,
  CHANNELS,
  type ChannelName,
} from '@chainwork/shared-config/channels';
import { HOUR_MS, SECOND_MS } from '@chainwork/shared-config/time';
import { NOW, resetJobs, seedJobs, testJob } from '../../test/fixtures';
import { enqueueJobStatement } from './enqueue';
import type { ChannelMessage, ChannelsQueue } from './messages';
import { pauseChannel, requeueParked, resumeChannel, channelHealth } from './operators';
import { INTERRUPTED_ERROR, postNext, type PostOutcome } from './post-next';
import { discordAdapter } from './discord';
import { selectChannelAdapter } from './select-adapters';
import { sweepChannels } from './sweep';
import { LOCAL_CHANNEL_SETTINGS } from './settings';
import type { ChannelAdapter } from './types';

const SITE = 'https://chainwork.example';
const clock = { now: NOW };

/** The queue as the consumer sees it: what was sent, and with what delay. */
class RecordingQueue implements ChannelsQueue {
  readonly sent: Array<{ body: ChannelMessage; delaySeconds?: number }> = [];
  send(body: ChannelMessage, options?: { delaySeconds?: number }) {
    this.sent.push({ body, ...options });
    return Promise.resolve();
  }
  sendBatch(messages: Iterable<{ body: ChannelMessage; delaySeconds?: number }>) {
    this.sent.push(...messages);
    return Promise.resolve();
  }
}

/** Every channel on the local outbox, as `npm start` runs them. */
function outboxAdapter(channel: ChannelName): ChannelAdapter {
  return selectChannelAdapter(channel, {
    settings: LOCAL_CHANNEL_SETTINGS,
    db: env.DB,
    fetch: () => Promise.reject(new Error('no network')),
    now: () => clock.now,
  });
}

/** Discord's webhook endpoint down (connection refused), through the real adapter. */
const deadDiscord = discordAdapter({ webhookUrl: 'https://discord.com/api/webhooks/1/token' }, () =>
  Promise.reject(new TypeError('fetch failed')),
);

function run(
  channel: ChannelName,
  adapter: ChannelAdapter = outboxAdapter(channel),
  queue: ChannelsQueue | null = null,
): Promise<PostOutcome> {
  return postNext({ db: env.DB, now: () => clock.now, siteUrl: SITE, adapter, queue }, channel);
}

async function enqueue(slug: string, at = clock.now) {
  await enqueueJobStatement(env.DB, slug, CHANNELS, at.getTime()).run();
}

async function outboxPosts(channel?: ChannelName) {
  const { results } = await env.DB.prepare(
    'SELECT channel, job_slug, body_json FROM channel_outbox WHERE ?1 IS NULL OR channel = ?1 ORDER BY id',
  )
    .bind(channel ?? null)
    .all<{ channel: ChannelName; job_slug: string; body_json: string }>();
  return results;
}

async function rows(slug: string) {
  const { results } = await env.DB.prepare(
    'SELECT channel, status, attempts, last_error, message_id FROM channel_posts WHERE job_slug = ?1 ORDER BY channel',
  )
    .bind(slug)
    .all<{ channel: ChannelName; status: string; attempts: number; last_error: string | null; message_id: string | null }>();
  return results;
}

beforeEach(async () => {
  clock.now = NOW;
  await resetJobs();
  await env.DB.batch([
    env.DB.prepare('DELETE FROM channel_posts'),
    env.DB.prepare('DELETE FROM channel_outbox'),
    env.DB.prepare(
      'UPDATE channels SET paused = 0, paused_at = NULL, paused_by = NULL, last_success_at = NULL, last_failure_at = NULL, last_error = NULL, consecutive_failures = 0, wake_at = NULL',
    ),
  ]);
});

describe('posting a live job to the channels', { timeout: 30_000 }, () => {
  it('posts each job once per channel when the same job is queued again and many consumers run at once', async () => {
    await seedJobs([testJob('rust-engineer')]);
    await Promise.all([enqueue('rust-engineer'), enqueue('rust-engineer'), enqueue('rust-engineer')]);
    // Redelivered and concurrent messages: five consumers per channel race for the same rows.
    const outcomes = await Promise.all(CHANNELS.flatMap((channel) => Array.from({ length: 5 }, () => run(channel))));
    expect(outcomes.filter((o) => o.kind === 'sent')).toHaveLength(3);
    const posts = await outboxPosts();
    expect(posts.map((p) => p.channel).sort()).toEqual(['bluesky', 'discord', 'telegram']);
    expect((await rows('rust-engineer')).map((r) => [r.channel, r.status, r.attempts])).toEqual([
      ['bluesky', 'sent', 1],
      ['discord', 'sent', 1],
      ['telegram', 'sent', 1],
    ]);
    // A later approval or import of the same job adds nothing, and nothing is left to post.
    await enqueue('rust-engineer');
    expect((await Promise.all(CHANNELS.map((channel) => run(channel)))).map((o) => o.kind)).toEqual(['idle', 'idle', 'idle']);
    expect(await outboxPosts()).toHaveLength(3);
  });

  it('writes the body each real adapter would send to the outbox, with the job page as the link', async () => {
    await seedJobs([testJob('rust-engineer', { title: 'Rust Engineer', company: 'Lumen Labs' })]);
    await enqueue('rust-engineer');
    for (const channel of CHANNELS) expect((await run(channel)).kind).toBe('sent');
    const bodies = Object.fromEntries((await outboxPosts()).map((p) => [p.channel, JSON.parse(p.body_json) as unknown]));
    const url = `${SITE}/jobs/rust-engineer`;
    expect(bodies.telegram).toMatchObject({ chat_id: '@chainwork_jobs', link_preview_options: { url } });
    expect(bodies.telegram).toMatchObject({ text: expect.stringContaining('Rust Engineer') });
    expect(bodies.discord).toMatchObject({ embeds: [{ title: 'Rust Engineer', url }] });
    expect(bodies.bluesky).toMatchObject({ collection: 'app.bsky.feed.post', record: { embed: { external: { uri: url } } } });
  });

  it('retries a failing channel with a doubling back-off, then parks it, while the other two send', async () => {
    await seedJobs([testJob('rust-engineer')]);
    await enqueue('rust-engineer');
    expect((await run('telegram')).kind).toBe('sent');
    expect((await run('bluesky')).kind).toBe('sent');

    const delays: number[] = [];
    for (let attempt = 1; attempt < CHANNEL_MAX_ATTEMPTS; attempt++) {
      const outcome = await run('discord', deadDiscord);
      expect(outcome).toMatchObject({ kind: 'retry', error: 'Discord webhook: could not connect' });
      if (outcome.kind === 'retry') delays.push(outcome.delaySeconds);
      // Not due before its back-off is over.
      expect((await run('discord', deadDiscord)).kind).toBe('idle');
      clock.now = new Date(clock.now.getTime() + delays.at(-1)! * SECOND_MS);
    }
    expect(delays).toEqual([30, 60, 120, 240]);
    expect(await run('discord', deadDiscord)).toMatchObject({ kind: 'parked', error: 'Discord webhook: could not connect' });
    expect((await rows('rust-engineer')).map((r) => [r.channel, r.status, r.attempts])).toEqual([
      ['bluesky', 'sent', 1],
      ['discord', 'parked', CHANNEL_MAX_ATTEMPTS],
      ['telegram', 'sent', 1],
    ]);
    const discord = (await channelHealth(env.DB, LOCAL_CHANNEL_SETTINGS, clock.now)).find((h) => h.channel === 'discord')!;
    expect(discord).toMatchObject({
      parked: 1,
      waiting: 0,
      consecutiveFailures: CHANNEL_MAX_ATTEMPTS,
      lastError: 'Discord webhook: could not connect',
    });

    // An operator puts it back once the webhook works again: it posts, once.
    const queue = new RecordingQueue();
    expect(await requeueParked(env.DB, queue, 'discord', clock.now)).toBe(1);
    expect(queue.sent).toEqual([{ body: { channel: 'discord' } }]);
    expect((await run('discord')).kind).toBe('sent');
    expect(await outboxPosts('discord')).toHaveLength(1);
  });

  it('a failing job does not hold up the same channel: the next due job goes, and the consumer hands on', async () => {
    await seedJobs([testJob('first', { ageMs: 2 * HOUR_MS }), testJob('second', { ageMs: HOUR_MS })]);
    await enqueue('first', new Date(NOW.getTime() - 2));
    await enqueue('second', new Date(NOW.getTime() - 1));
    const queue = new RecordingQueue();
    expect(await run('discord', deadDiscord, queue)).toMatchObject({ kind: 'retry', slug: 'first' });
    expect(queue.sent).toEqual([{ body: { channel: 'discord' } }]);
    expect(await run('discord', outboxAdapter('discord'), queue)).toMatchObject({ kind: 'sent', slug: 'second' });
  });

  it('holds every post of a paused channel, and posts them after it is resumed', async () => {
    await seedJobs([testJob('rust-engineer')]);
    await enqueue('rust-engineer');
    await pauseChannel(env.DB, 'telegram', 'mod@chainwork.example', clock.now);
    expect((await run('telegram')).kind).toBe('paused');
    expect((await run('discord')).kind).toBe('sent');
    expect(await outboxPosts('telegram')).toHaveLength(0);
    expect((await rows('rust-engineer')).find((r) => r.channel === 'telegram')?.status).toBe('queued');

    const queue = new RecordingQueue();
    await resumeChannel(env.DB, queue, 'telegram');
    expect(queue.sent).toEqual([{ body: { channel: 'telegram' } }]);
    expect((await run('telegram')).kind).toBe('sent');
    expect(await outboxPosts('telegram')).toHaveLength(1);
  });

  it(`posts at most ${CHANNEL_POSTS_PER_HOUR} an hour per channel, and wakes the channel once when the hour allows the next`, async () => {
    const slugs = Array.from({ length: CHANNEL_POSTS_PER_HOUR + 2 }, (_, i) => `job-${i}`);
    await seedJobs(slugs.map((slug) => testJob(slug)));
    for (const slug of slugs) await enqueue(slug);
    const queue = new RecordingQueue();
    for (let i = 0; i < CHANNEL_POSTS_PER_HOUR; i++) expect((await run('telegram', outboxAdapter('telegram'))).kind).toBe('sent');
    const capped = await run('telegram', outboxAdapter('telegram'), queue);
    expect(capped).toEqual({ kind: 'capped', wakeAt: NOW.getTime() + HOUR_MS });
    // A second message in the same hour schedules no second wake-up.
    expect((await run('telegram', outboxAdapter('telegram'), queue)).kind).toBe('capped');
    expect(queue.sent).toEqual([{ body: { channel: 'telegram' }, delaySeconds: HOUR_MS / SECOND_MS }]);
    // The other channels have their own hour.
    expect((await run('discord')).kind).toBe('sent');

    clock.now = new Date(NOW.getTime() + HOUR_MS + 1);
    expect((await run('telegram')).kind).toBe('sent');
    expect(await outboxPosts('telegram')).toHaveLength(CHANNEL_POSTS_PER_HOUR + 1);
  });

  it('posts Featured jobs first, then the oldest', async () => {
    await seedJobs([
      testJob('older-plain', { ageMs: 3 * HOUR_MS }),
      testJob('plain', { ageMs: 2 * HOUR_MS }),
      testJob('featured', { ageMs: HOUR_MS }),
    ]);
    await env.DB.prepare('UPDATE jobs SET featured_until = ?2 WHERE slug = ?1')
      .bind('featured', NOW.getTime() + HOUR_MS)
      .run();
    await enqueue('older-plain', new Date(NOW.getTime() - 3));
    await enqueue('plain', new Date(NOW.getTime() - 2));
    await enqueue('featured', new Date(NOW.getTime() - 1));
    const order: string[] = [];
    for (let i = 0; i < 3; i++) {
      const outcome = await run('bluesky');
      if (outcome.kind === 'sent') order.push(outcome.slug);
    }
    expect(order).toEqual(['featured', 'older-plain', 'plain']);
  });

  it('parks a post whose job left the board before its turn, and posts nothing for it', async () => {
    await seedJobs([testJob('closed-job')]);
    await enqueue('closed-job');
    await env.DB.prepare("UPDATE jobs SET status = 'removed' WHERE slug = 'closed-job'").run();
    expect(await run('telegram')).toMatchObject({ kind: 'parked', error: 'The job is no longer on the board' });
    expect(await outboxPosts()).toHaveLength(0);
  });

  it('queues nothing for a job that is not on the board', async () => {
    await enqueue('no-such-job');
    expect(await rows('no-such-job')).toEqual([]);
  });
});

describe('a send cut off mid-way', { timeout: 30_000 }, () => {
  it('is parked for an operator, never sent again on its own, once it has been "sending" too long', async () => {
    await seedJobs([testJob('cut-off')]);
    await enqueue('cut-off');
    await env.DB.prepare(
      "UPDATE channel_posts SET status = 'sending', attempts = 1, claimed_at = ?1 WHERE job_slug = 'cut-off' AND channel = 'discord'",
    )
      .bind(NOW.getTime())
      .run();
    // Still within the send's time: left alone.
    expect((await run('discord')).kind).toBe('idle');
    clock.now = new Date(NOW.getTime() + CHANNEL_SEND_INTERRUPTED_MS + 1);
    expect((await run('discord')).kind).toBe('idle');
    expect((await rows('cut-off')).find((r) => r.channel === 'discord')).toMatchObject({ status: 'parked', last_error: INTERRUPTED_ERROR });
    expect(await outboxPosts('discord')).toHaveLength(0);
  });
});

describe('the hourly sweep', { timeout: 30_000 }, () => {
  it('sends one message to each enabled, unpaused channel with a due post, and none to the others', async () => {
    await seedJobs([testJob('waiting-job')]);
    await enqueue('waiting-job');
    expect((await run('telegram')).kind).toBe('sent');
    await pauseChannel(env.DB, 'bluesky', 'mod@chainwork.example', clock.now);
    const queue = new RecordingQueue();
    expect(await sweepChannels(env.DB, queue, ['telegram', 'discord', 'bluesky'], clock.now)).toEqual(['discord']);
    expect(queue.sent).toEqual([{ body: { channel: 'discord' } }]);
    expect(await sweepChannels(env.DB, new RecordingQueue(), ['telegram', 'bluesky'], clock.now)).toEqual([]);
  });
});
