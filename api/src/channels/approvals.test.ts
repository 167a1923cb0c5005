import { env } from 'cloudflare:workers';
import { TRPCError } from '@trpc/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHANNELS } from '@chainwork/shared-config/channels';
import type { Identity } from '@chainwork/shared-config';
import { appRouter } from '../root';
import { createCallerFactory, createContext } from '../trpc';
import {
  RecordingPaymentProvider,
  callerFor,
  clock,
  companyStep,
  completedEvent,
  employerA,
  jobStep,
  moderator,
  postWebhook,
  postingDeps,
  sessionOf,
  webhookApp,
} from '../../test/posting';
import type { ChannelMessage, ChannelsQueue } from './messages';
import { postNext } from './post-next';
import { selectChannelAdapter } from './select-adapters';
import { LOCAL_CHANNEL_SETTINGS } from './settings';

class RecordingQueue implements ChannelsQueue {
  readonly sent: ChannelMessage[] = [];
  send(body: ChannelMessage) {
    this.sent.push(body);
    return Promise.resolve();
  }
  sendBatch(messages: Iterable<{ body: ChannelMessage }>) {
    for (const message of messages) this.sent.push(message.body);
    return Promise.resolve();
  }
}

let payments: RecordingPaymentProvider;
let queue: RecordingQueue;
const createCaller = createCallerFactory(appRouter);
const as = (identity: Identity | null) => createCaller(createContext({ ...postingDeps(payments), identity, channelsQueue: queue }));

/** A paid posting waiting for a moderator; answers its review id. */
async function pendingReview(): Promise<string> {
  const a = callerFor(employerA, payments);
  const company = await a.posting.saveStep({ postingId: null, step: 'company', values: companyStep });
  await a.posting.saveStep({ postingId: company.id, step: 'job', values: jobStep() });
  await a.posting.saveStep({ postingId: company.id, step: 'plan', values: { plan: 'featured' } });
  const { checkoutUrl } = await a.posting.submit({ postingId: company.id });
  const event = await completedEvent(sessionOf(checkoutUrl));
  expect((await postWebhook(webhookApp(payments), event.payload, event.signature)).status).toBe(200);
  const item = (await as(moderator).posting.reviewQueue()).find((entry) => entry.postingId === company.id);
  return item!.reviewId;
}

beforeEach(async () => {
  payments = new RecordingPaymentProvider();
  queue = new RecordingQueue();
  await env.DB.batch([
    env.DB.prepare('DELETE FROM channel_posts'),
    env.DB.prepare('DELETE FROM channel_outbox'),
    env.DB.prepare('UPDATE channels SET paused = 0'),
  ]);
});

describe('approvals and the channels', { timeout: 30_000 }, () => {
  it('posts an approved job once on each channel when moderators approve it at the same time', async () => {
    const reviewId = await pendingReview();
    const second = { ...moderator, userId: 'user-m2', email: 'mod2@chainwork.example' };
    const approvals = await Promise.allSettled([
      as(moderator).posting.approve({ reviewId }),
      as(second).posting.approve({ reviewId }),
      as(moderator).posting.approve({ reviewId }),
    ]);
    const approved = approvals.filter((a) => a.status === 'fulfilled');
    expect(approved).toHaveLength(1);
    for (const refused of approvals.filter((a) => a.status === 'rejected')) expect(refused.reason).toBeInstanceOf(TRPCError);
    const { slug } = (approved[0] as PromiseFulfilledResult<{ slug: string }>).value;

    // The approval queued one row per channel in its own transaction, and told each channel.
    const { results } = await env.DB.prepare('SELECT channel, status FROM channel_posts WHERE job_slug = ?1 ORDER BY channel')
      .bind(slug)
      .all();
    expect(results).toEqual([
      { channel: 'bluesky', status: 'queued' },
      { channel: 'discord', status: 'queued' },
      { channel: 'telegram', status: 'queued' },
    ]);
    expect(new Set(queue.sent.map((m) => m.channel))).toEqual(new Set(CHANNELS));

    // Every message the queue holds (and a redelivery of each) consumed at once.
    const consume = (channel: (typeof CHANNELS)[number]) =>
      postNext(
        {
          db: env.DB,
          now: () => clock.now,
          siteUrl: 'https://chainwork.example',
          adapter: selectChannelAdapter(channel, {
            settings: LOCAL_CHANNEL_SETTINGS,
            db: env.DB,
            fetch: () => Promise.reject(new Error('offline')),
            now: () => clock.now,
          }),
          queue: null,
        },
        channel,
      );
    await Promise.all([...queue.sent, ...queue.sent].map((message) => consume(message.channel)));
    const posts = await env.DB.prepare('SELECT channel FROM channel_outbox WHERE job_slug = ?1 ORDER BY channel').bind(slug).all();
    expect(posts.results).toEqual([{ channel: 'bluesky' }, { channel: 'discord' }, { channel: 'telegram' }]);
  });
});

describe('channels router', { timeout: 30_000 }, () => {
  it('is for moderators only, reads and writes alike', async () => {
    const refusals = [
      [null, 'UNAUTHORIZED'],
      [employerA, 'FORBIDDEN'],
    ] as const;
    for (const [identity, code] of refusals) {
      for (const call of [
        () => as(identity).channels.health(),
        () => as(identity).channels.pause({ channel: 'discord' }),
        () => as(identity).channels.resume({ channel: 'discord' }),
        () => as(identity).channels.requeueParked({ channel: 'discord' }),
      ]) {
        const error = await call().catch((e: unknown) => e);
        expect(error).toBeInstanceOf(TRPCError);
        expect((error as TRPCError).code).toBe(code);
      }
    }
    const paused = await env.DB.prepare('SELECT paused FROM channels WHERE channel = ?1').bind('discord').first<{ paused: number }>();
    expect(paused?.paused).toBe(0);
  });

  it('pauses and resumes a channel, answering its health, and refuses an unknown channel', async () => {
    const afterPause = await as(moderator).channels.pause({ channel: 'discord' });
    expect(afterPause.find((h) => h.channel === 'discord')).toMatchObject({
      paused: true,
      pausedBy: moderator.email,
      mode: 'outbox',
      enabled: true,
    });
    expect(afterPause.find((h) => h.channel === 'telegram')?.paused).toBe(false);
    const afterResume = await as(moderator).channels.resume({ channel: 'discord' });
    expect(afterResume.find((h) => h.channel === 'discord')?.paused).toBe(false);
    expect(queue.sent).toEqual([{ channel: 'discord' }]);
    const unknown = await as(moderator)
      .channels.pause({ channel: 'myspace' as 'discord' })
      .catch((e: unknown) => e);
    expect((unknown as TRPCError).code).toBe('BAD_REQUEST');
  });
});
