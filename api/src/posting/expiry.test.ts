import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { EXPIRY_REMINDER_DAYS } from '@chainwork/shared-config/posting';
import {
  callerFor,
  clock,
  companyStep,
  completedEvent,
  employerA,
  jobStep,
  moderator,
  outbox,
  postingDeps,
  postWebhook,
  RecordingPaymentProvider,
  sessionOf,
  webhookApp,
} from '../../test/posting';
import { runPostingExpiry } from './expiry';
import { openRenewalFromLink } from './renew-link';
import { dispatchScheduled, POSTING_EXPIRY_CRON } from '../scheduled';
import { DAY_MS } from '@chainwork/shared-config/time';

let payments: RecordingPaymentProvider;

async function livePosting() {
  const a = callerFor(employerA, payments);
  const draft = await a.posting.saveStep({ postingId: null, step: 'company', values: companyStep });
  await a.posting.saveStep({ postingId: draft.id, step: 'job', values: jobStep() });
  await a.posting.saveStep({ postingId: draft.id, step: 'plan', values: { plan: 'standard' } });
  const { checkoutUrl } = await a.posting.submit({ postingId: draft.id });
  const event = await completedEvent(sessionOf(checkoutUrl));
  await postWebhook(webhookApp(payments), event.payload, event.signature);
  const [review] = await callerFor(moderator, payments).posting.reviewQueue();
  await callerFor(moderator, payments).posting.approve({ reviewId: review!.reviewId });
  return draft.id;
}

function renewToken(text: string): string {
  const match = /\/renew\/([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error('no renew link in the mail');
  return match[1]!;
}

beforeEach(async () => {
  payments = new RecordingPaymentProvider();
  clock.now = new Date('2026-06-01T12:00:00.000Z');
  for (const table of ['payment_events', 'payments', 'posting_reviews', 'postings', 'employer_companies', 'mail_outbox', 'jobs'])
    await env.DB.prepare(`DELETE FROM ${table}`).run();
});

describe('posting expiry', () => {
  it(`mails a reminder ${EXPIRY_REMINDER_DAYS} days before the end and a notice at the end, each once, with a renew link`, async () => {
    const id = await livePosting();
    clock.now = new Date(clock.now.getTime() + 24 * DAY_MS);
    expect(await runPostingExpiry(postingDeps(payments))).toEqual({ reminded: 0, expired: 0 });
    clock.now = new Date(clock.now.getTime() + 1.5 * DAY_MS);
    expect(await runPostingExpiry(postingDeps(payments))).toEqual({ reminded: 1, expired: 0 });
    expect(await runPostingExpiry(postingDeps(payments))).toEqual({ reminded: 0, expired: 0 });
    const [reminder] = await outbox('posting-expiry-reminder', employerA.email);
    expect(reminder!.subject).toBe('“Senior Rust Engineer, Provers” expires in 5 days');
    renewToken(reminder!.text);

    clock.now = new Date(clock.now.getTime() + 5 * DAY_MS);
    expect(await runPostingExpiry(postingDeps(payments))).toEqual({ reminded: 0, expired: 1 });
    expect(await runPostingExpiry(postingDeps(payments))).toEqual({ reminded: 0, expired: 0 });
    const [notice] = await outbox('posting-expired', employerA.email);
    expect(notice!.subject).toBe('“Senior Rust Engineer, Provers” has expired');
    const [item] = await callerFor(employerA, payments).posting.mine();
    expect(item).toMatchObject({ id, state: 'expired', actions: ['renew', 'close'] });

    // One click on the link opens the renewal checkout; paying it brings the job back at the same URL.
    const opened = await openRenewalFromLink(postingDeps(payments), renewToken(notice!.text));
    if (!opened.ok) throw new Error('renew link refused');
    expect(await openRenewalFromLink(postingDeps(payments), renewToken(notice!.text))).toEqual(opened);
    const event = await completedEvent(sessionOf(opened.checkoutUrl));
    await postWebhook(webhookApp(payments), event.payload, event.signature);
    expect((await callerFor(employerA, payments).posting.mine())[0]).toMatchObject({ state: 'live', daysLeft: 30 });
    expect(await outbox('posting-receipt', employerA.email)).toHaveLength(2);
  });

  it('refuses an unknown renew token', async () => {
    expect(await openRenewalFromLink(postingDeps(payments), 'x'.repeat(43))).toEqual({ ok: false, reason: 'unknown' });
  });

  it('runs from its own Cron Trigger, and only from it', async () => {
    await livePosting();
    const queued: unknown[] = [];
    const workerEnv = {
      ...env,
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      ALERTS_QUEUE: {
        sendBatch: (messages: Iterable<{ body: unknown }>) => {
          queued.push(...messages);
          return Promise.resolve();
        },
      },
      IMPORTS_QUEUE: { sendBatch: () => Promise.reject(new Error('no import is due in this test')) },
    };
    const later = clock.now.getTime() + 31 * DAY_MS;
    await dispatchScheduled({ cron: '5 * * * *', scheduledTime: later }, workerEnv);
    expect(await env.DB.prepare('SELECT state FROM postings').all()).toMatchObject({ results: [{ state: 'live' }] });
    await dispatchScheduled({ cron: POSTING_EXPIRY_CRON, scheduledTime: later }, workerEnv);
    expect(await env.DB.prepare('SELECT state FROM postings').all()).toMatchObject({ results: [{ state: 'expired' }] });
  });
});
