import { env } from 'cloudflare:workers';
import { TRPCError } from '@trpc/server';
import { PLANS, type PlanId } from '@chainwork/shared-config/posting';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  callerFor,
  clock,
  companyStep,
  completedEvent,
  employerA,
  employerB,
  jobStep,
  moderator,
  outbox,
  postWebhook,
  RecordingPaymentProvider,
  sessionOf,
  webhookApp,
} from '../../test/posting';
import { feedRoutes } from '../feeds/feed-routes';

let payments: RecordingPaymentProvider;
const a = () => callerFor(employerA, payments);
const b = () => callerFor(employerB, payments);
const mod = () => callerFor(moderator, payments);

async function failure(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

/** A posting with every step saved, as employer A. */
async function draftPosting(title = 'Senior Rust Engineer, Provers') {
  const company = await a().posting.saveStep({ postingId: null, step: 'company', values: companyStep });
  await a().posting.saveStep({ postingId: company.id, step: 'job', values: jobStep({ title }) });
  const plan = await a().posting.saveStep({ postingId: company.id, step: 'plan', values: { plan: 'featured' } });
  return plan.id;
}

async function pay(postingId: string) {
  const { checkoutUrl } = await a().posting.submit({ postingId });
  const event = await completedEvent(sessionOf(checkoutUrl));
  const response = await postWebhook(webhookApp(payments), event.payload, event.signature);
  expect(response.status).toBe(200);
  return { checkoutUrl, event };
}

async function pendingReviewId(postingId: string) {
  const queue = await mod().posting.reviewQueue();
  const item = queue.find((entry) => entry.postingId === postingId);
  if (!item) throw new Error('not in the queue');
  return item.reviewId;
}

async function livePosting(title?: string) {
  const id = await draftPosting(title);
  await pay(id);
  const { slug } = await mod().posting.approve({ reviewId: await pendingReviewId(id) });
  return { id, slug };
}

beforeEach(async () => {
  payments = new RecordingPaymentProvider();
  clock.now = new Date('2026-06-01T12:00:00.000Z');
  for (const table of [
    'payment_events',
    'payments',
    'posting_reviews',
    'postings',
    'employer_companies',
    'mail_outbox',
    'job_counters',
    'jobs',
  ])
    await env.DB.prepare(`DELETE FROM ${table}`).run();
});

describe('posting: drafts saved on the server', () => {
  it('saves each step and resumes the newest unfinished posting on any device', async () => {
    const id = await draftPosting();
    const resumed = await a().posting.draft({});
    expect(resumed).toMatchObject({ id, state: 'draft', data: { company: companyStep, plan: 'featured' } });
    expect(resumed?.data.job?.title).toBe('Senior Rust Engineer, Provers');
    expect(await a().posting.companies()).toEqual([companyStep]);
  });

  it('answers BAD_REQUEST with the field errors the form shows', async () => {
    const error = await failure(
      a().posting.saveStep({
        postingId: null,
        step: 'job',
        values: jobStep({ salary: { min: 150_000, max: 100_000, currency: 'USD', period: 'YEAR' } }),
      }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.cause).toMatchObject({
      issues: [{ path: ['values', 'salary', 'max'], message: 'The highest salary must be at least the lowest' }],
    });
  });

  it('allows at most two tags new to the board', async () => {
    const error = await failure(
      a().posting.saveStep({ postingId: null, step: 'job', values: jobStep({ tags: ['brand-new-a', 'brand-new-b', 'brand-new-c'] }) }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.cause).toMatchObject({ issues: [{ path: ['values', 'tags'] }] });
  });

  it('lets only the owner see or change a posting, and only signed-in people post', async () => {
    const id = await draftPosting();
    expect((await failure(b().posting.draft({ postingId: id }))).code).toBe('NOT_FOUND');
    expect((await failure(b().posting.saveStep({ postingId: id, step: 'plan', values: { plan: 'standard' } }))).code).toBe('NOT_FOUND');
    expect((await failure(b().posting.submit({ postingId: id }))).code).toBe('NOT_FOUND');
    expect((await failure(b().posting.close({ postingId: id }))).code).toBe('NOT_FOUND');
    expect((await failure(callerFor(null, payments).posting.mine())).code).toBe('UNAUTHORIZED');
    expect((await failure(a().posting.reviewQueue())).code).toBe('FORBIDDEN');
  });

  it('refuses to take payment for an unfinished posting', async () => {
    const company = await a().posting.saveStep({ postingId: null, step: 'company', values: companyStep });
    const error = await failure(a().posting.submit({ postingId: company.id }));
    expect(error.code).toBe('BAD_REQUEST');
  });
});

describe('posting: payment', () => {
  it('opens one checkout for a double-clicked submit', async () => {
    const id = await draftPosting();
    const [first, second] = await Promise.all([a().posting.submit({ postingId: id }), a().posting.submit({ postingId: id })]);
    expect(first.checkoutUrl).toBe(second.checkoutUrl);
    expect(first.checkoutUrl).toMatch(/^https:\/\/chainwork\.example\/pay\/local\/cs_local_/);
    const { results } = await env.DB.prepare('SELECT count(*) AS n FROM payments WHERE posting_id = ?1').bind(id).all<{ n: number }>();
    expect(results[0]!.n).toBe(1);
  });

  it('enters review once paid, and mails a receipt', async () => {
    const id = await draftPosting();
    await pay(id);
    expect((await a().posting.draft({ postingId: id }))?.state).toBe('in_review');
    const receipts = await outbox('posting-receipt', employerA.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('$349');
  });

  it('changes nothing twice for a replayed or duplicated webhook', async () => {
    const id = await draftPosting();
    const { event, checkoutUrl } = await pay(id);
    const app = webhookApp(payments);
    const replay = await postWebhook(app, event.payload, event.signature);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    // The same session completed again under a new event id (Stripe retries with new ids too).
    const again = await completedEvent(sessionOf(checkoutUrl));
    expect(await (await postWebhook(app, again.payload, again.signature)).json()).toEqual({ received: true, result: 'already-handled' });
    expect(await outbox('posting-receipt')).toHaveLength(1);
    const { results } = await env.DB.prepare('SELECT count(*) AS n FROM posting_reviews WHERE posting_id = ?1')
      .bind(id)
      .all<{ n: number }>();
    expect(results[0]!.n).toBe(1);
  });

  it('refuses a tampered, unsigned, wrongly signed or stale event', async () => {
    const id = await draftPosting();
    const { checkoutUrl } = await a().posting.submit({ postingId: id });
    const app = webhookApp(payments);
    const event = await completedEvent(sessionOf(checkoutUrl));
    const tampered = event.payload.replace('"paid"', '"paid" ');
    expect((await postWebhook(app, tampered, event.signature)).status).toBe(400);
    expect((await postWebhook(app, event.payload, null)).status).toBe(400);
    const wrongKey = await completedEvent(sessionOf(checkoutUrl), { secret: 'whsec_someone_else' });
    expect((await postWebhook(app, wrongKey.payload, wrongKey.signature)).status).toBe(400);
    const stale = await completedEvent(sessionOf(checkoutUrl), { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await postWebhook(app, stale.payload, stale.signature)).status).toBe(400);
    expect((await a().posting.draft({ postingId: id }))?.state).toBe('awaiting_payment');
  });

  it('pays through the local pay endpoint, which signs its event for the same webhook', async () => {
    const id = await draftPosting();
    const { checkoutUrl } = await a().posting.submit({ postingId: id });
    const app = webhookApp(payments);
    const order = await app.request(`/payments/local/${sessionOf(checkoutUrl)}`);
    expect(await order.json()).toMatchObject({
      planName: 'Featured',
      amountCents: 34_900,
      status: 'open',
      jobTitle: 'Senior Rust Engineer, Provers',
    });
    const paid = await app.request(`/payments/local/${sessionOf(checkoutUrl)}/pay`, { method: 'POST' });
    expect(await paid.json()).toEqual({ received: true, result: 'fulfilled' });
    expect((await a().posting.draft({ postingId: id }))?.state).toBe('in_review');
  });

  it('refunds a payment the posting cannot take (paying twice)', async () => {
    const id = await draftPosting();
    const { checkoutUrl } = await a().posting.submit({ postingId: id });
    // The employer edits (the checkout is cancelled), resubmits and pays; then the old checkout is paid too.
    await a().posting.saveStep({ postingId: id, step: 'plan', values: { plan: 'standard' } });
    await pay(id);
    const late = await completedEvent(sessionOf(checkoutUrl));
    expect(await (await postWebhook(webhookApp(payments), late.payload, late.signature)).json()).toEqual({
      received: true,
      result: 'refunded',
    });
    expect(payments.refunds).toHaveLength(1);
    expect((await a().posting.draft({ postingId: id }))?.state).toBe('in_review');
  });
});

/** Runs `call` after `trips` database round trips, to stagger two racing calls. */
async function after<T>(trips: number, call: () => Promise<T>): Promise<T> {
  for (let trip = 0; trip < trips; trip += 1) await env.DB.prepare('SELECT 1').first();
  return call();
}

describe('posting: what is paid is what goes live', () => {
  /** Every paid order's review carries the plan that was paid for, at that plan's price. */
  async function expectPaidPlansMatch(postingId: string) {
    const { results } = await env.DB.prepare(
      `SELECT p.plan AS paid_plan, p.amount_cents, r.plan AS review_plan FROM payments p
       LEFT JOIN posting_reviews r ON r.posting_id = p.posting_id WHERE p.posting_id = ?1 AND p.status = 'paid'`,
    )
      .bind(postingId)
      .all<{ paid_plan: PlanId; amount_cents: number; review_plan: PlanId | null }>();
    for (const row of results) {
      expect(row.amount_cents).toBe(PLANS[row.paid_plan].priceCents);
      expect(row.review_plan).toBe(row.paid_plan);
    }
    const posting = await a().posting.draft({ postingId });
    if (posting?.state === 'in_review') expect(results.map((row) => row.paid_plan)).toEqual([posting.data.plan]);
  }

  // 25 rounds of several database round trips each: on a loaded machine this needs more than vitest's default 5 s.
  it('a plan changed while submitting never buys Featured at the Standard price (25 races)', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 25; round += 1) {
      const company = await a().posting.saveStep({ postingId: null, step: 'company', values: companyStep });
      const id = company.id;
      await a().posting.saveStep({ postingId: id, step: 'job', values: jobStep() });
      await a().posting.saveStep({ postingId: id, step: 'plan', values: { plan: 'standard' } });
      // Each round staggers one side by a few database round trips, so the two calls meet at
      // every point of each other's reads and writes.
      const [edit, submit] = round % 2 ? [round % 7, 0] : [0, round % 7];
      const [, submitted] = await Promise.allSettled([
        after(edit, () => a().posting.saveStep({ postingId: id, step: 'plan', values: { plan: 'featured' } })),
        after(submit, () => a().posting.submit({ postingId: id })),
      ]);
      if (submitted.status === 'fulfilled') {
        // The employer pays whatever checkout they were shown.
        const event = await completedEvent(sessionOf(submitted.value.checkoutUrl));
        expect((await postWebhook(webhookApp(payments), event.payload, event.signature)).status).toBe(200);
      }
      await expectPaidPlansMatch(id);
      const { state, data } = (await a().posting.draft({ postingId: id }))!;
      outcomes.add(`${submitted.status}:${state}:${data.plan}`);
    }
    // Both orders of the race were seen, or the loop proved nothing.
    expect([...outcomes].some((outcome) => outcome.startsWith('fulfilled'))).toBe(true);
    expect([...outcomes].some((outcome) => outcome.startsWith('rejected'))).toBe(true);
  }, 60_000);
});

describe('posting: moderation', () => {
  it('approval puts the job live at once: its page, search and the dashboard', async () => {
    const { id, slug } = await livePosting();
    const job = await a().jobs.bySlug({ slug });
    expect(job).toMatchObject({
      Title: 'Senior Rust Engineer, Provers',
      Company: 'Lumen Labs',
      standardized_location: 'remote-europe',
      closed: false,
    });
    expect(job.featuredUntil).toEqual(new Date(job.Date.getTime() + 14 * 86_400_000));
    // The employer's address is on the company's domain and the job is approved: verified.
    expect(job.employerVerified).toBe(true);
    const found = await a().jobs.search({ q: 'provers' });
    expect(found.items.map((item) => item.Pretty_url)).toContain(slug);
    const [item] = await a().posting.mine();
    expect(item).toMatchObject({ id, state: 'live', slug, daysLeft: 30, views: 0, applyClicks: 0, actions: ['revise', 'renew', 'close'] });
    const [live] = await outbox('posting-live', employerA.email);
    expect(live!.text).toContain(`/jobs/${slug}`);
  });

  it('the review step, the moderation queue and the live page show one description tree, hostile markup left out', async () => {
    const description = [
      '## The role',
      '',
      `Build provers <script>alert(1)</script> in Rust. ${'We ship open source code every week. '.repeat(6)}`,
      '',
      '- [docs](https://lumen.example/docs) and [a trap](javascript:alert(1))',
      '- ![Office](https://tracker.example/pixel.gif)',
    ].join('\n');
    const company = await a().posting.saveStep({ postingId: null, step: 'company', values: companyStep });
    await a().posting.saveStep({ postingId: company.id, step: 'job', values: jobStep({ description }) });
    await a().posting.saveStep({ postingId: company.id, step: 'plan', values: { plan: 'standard' } });
    const preview = (await a().posting.preview({ postingId: company.id })).job.descriptionTree;
    expect(preview).toEqual([
      { t: 'h2', c: ['The role'] },
      { t: 'p', c: [`Build provers alert(1) in Rust. ${'We ship open source code every week. '.repeat(6).trim()}`] },
      {
        t: 'ul',
        c: [
          { t: 'li', c: [{ t: 'a', href: 'https://lumen.example/docs', c: ['docs'] }, ' and a trap'] },
          { t: 'li', c: [{ t: 'img', alt: 'Office' }] },
        ],
      },
    ]);
    await pay(company.id);
    const [queued] = await mod().posting.reviewQueue();
    expect(queued!.job.descriptionTree).toEqual(preview);
    const { slug } = await mod().posting.approve({ reviewId: queued!.reviewId });
    expect((await a().jobs.bySlug({ slug })).descriptionTree).toEqual(preview);
  });

  it('refuses approving twice, or approving what is not in review', async () => {
    const id = await draftPosting();
    await pay(id);
    const reviewId = await pendingReviewId(id);
    await mod().posting.approve({ reviewId });
    expect((await failure(mod().posting.approve({ reviewId }))).code).toBe('NOT_FOUND');
    const { results } = await env.DB.prepare('SELECT count(*) AS n FROM jobs').all<{ n: number }>();
    expect(results[0]!.n).toBe(1);
  });

  it('rejection needs a reason, mails it, refunds, and lets the employer fix and resubmit', async () => {
    const id = await draftPosting();
    await pay(id);
    const reviewId = await pendingReviewId(id);
    expect((await failure(mod().posting.reject({ reviewId, reason: 'no' }))).code).toBe('BAD_REQUEST');
    await mod().posting.reject({ reviewId, reason: 'The salary range is missing equity details.' });
    expect(await a().posting.draft({ postingId: id })).toMatchObject({
      state: 'rejected',
      rejectionReason: 'The salary range is missing equity details.',
    });
    const [mail] = await outbox('posting-rejected', employerA.email);
    expect(mail!.text).toContain('The salary range is missing equity details.');
    expect(payments.refunds).toHaveLength(1);
    await a().posting.saveStep({ postingId: id, step: 'job', values: jobStep({ title: 'Senior Rust Engineer, Provers (fixed)' }) });
    const { checkoutUrl } = await a().posting.submit({ postingId: id });
    expect(checkoutUrl).toContain('/pay/local/');
    expect((await a().posting.draft({ postingId: id }))?.state).toBe('awaiting_payment');
  });

  it('shows risk signals beside each job', async () => {
    await livePosting('Senior Rust Engineer');
    const company = await b().posting.saveStep({ postingId: null, step: 'company', values: companyStep });
    await b().posting.saveStep({
      postingId: company.id,
      step: 'job',
      values: jobStep({
        title: 'Senior Rust Engineer',
        description: `${'Great team and great mission. '.repeat(8)} An upfront payment of 200 USDT secures your seat. Send your wallet seed to verify.`,
        apply: { kind: 'email', email: 'hr.lumen@gmail.com' },
      }),
    });
    await b().posting.saveStep({ postingId: company.id, step: 'plan', values: { plan: 'standard' } });
    const { checkoutUrl } = await b().posting.submit({ postingId: company.id });
    const event = await completedEvent(sessionOf(checkoutUrl));
    await postWebhook(webhookApp(payments), event.payload, event.signature);
    const [item] = await mod().posting.reviewQueue();
    const kinds = item!.signals.map((signal) => signal.kind);
    expect(kinds).toEqual(expect.arrayContaining(['domain-mismatch', 'free-mail', 'duplicate', 'scam-phrase', 'new-employer']));
    expect(item!.signals.filter((signal) => signal.kind === 'scam-phrase')).toHaveLength(2);
  });
});

describe('posting: the live job', () => {
  it('edits go through review while the approved version stays live', async () => {
    const { id, slug } = await livePosting();
    await a().posting.revise({ postingId: id, company: companyStep, job: jobStep({ title: 'Staff Rust Engineer, Provers' }) });
    expect((await a().jobs.bySlug({ slug })).Title).toBe('Senior Rust Engineer, Provers');
    expect((await a().posting.mine())[0]).toMatchObject({ state: 'live', pendingRevision: true });
    const reviewId = await pendingReviewId(id);
    await mod().posting.approve({ reviewId });
    expect((await a().jobs.bySlug({ slug })).Title).toBe('Staff Rust Engineer, Provers');
    expect((await a().jobs.search({ q: 'staff' })).items.map((item) => item.Pretty_url)).toEqual([slug]);
  });

  it('close answers closed on the page, leaves search, and is final', async () => {
    const { id, slug } = await livePosting();
    await a().posting.close({ postingId: id });
    expect((await a().jobs.bySlug({ slug })).closed).toBe(true);
    // When it closed, for the company page's "roles closed lately".
    expect(await env.DB.prepare('SELECT closed_at FROM jobs WHERE slug = ?1').bind(slug).first()).toEqual({
      closed_at: clock.now.getTime(),
    });
    expect((await a().jobs.search({ q: 'provers' })).items).toEqual([]);
    const error = await failure(a().posting.revise({ postingId: id, company: companyStep, job: jobStep() }));
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'This job is closed and can no longer change' });
    expect((await failure(a().posting.renew({ postingId: id }))).code).toBe('CONFLICT');
  });

  it('renew: pay again, same URL, no duplicate, bumped to the top', async () => {
    const { id, slug } = await livePosting();
    const before = await a().jobs.bySlug({ slug });
    await livePosting('Protocol Engineer');
    clock.now = new Date(clock.now.getTime() + 20 * 86_400_000);
    const { checkoutUrl } = await a().posting.renew({ postingId: id });
    const event = await completedEvent(sessionOf(checkoutUrl));
    await postWebhook(webhookApp(payments), event.payload, event.signature);
    const after = await a().jobs.bySlug({ slug });
    expect(after.id).toBeGreaterThan(before.id);
    expect(after.Date.getTime()).toBe(clock.now.getTime());
    const { results } = await env.DB.prepare('SELECT count(*) AS n FROM jobs WHERE title = ?1').bind(before.Title).all<{ n: number }>();
    expect(results[0]!.n).toBe(1);
    const newest = await callerFor(null, payments).jobs.search({});
    expect(newest.items[0]!.Pretty_url).toBe(slug);
    expect((await a().posting.mine()).find((item) => item.id === id)).toMatchObject({ state: 'live', daysLeft: 30 });
  });
});

describe('posting: featured listings', () => {
  it('pins a Featured job above the search results and first in the RSS feed for its pinned days', async () => {
    const { slug } = await livePosting();
    await livePosting('Protocol Engineer');
    await env.DB.prepare('UPDATE jobs SET featured_until = NULL WHERE slug <> ?1').bind(slug).run();
    const anyone = callerFor(null, payments);
    expect((await anyone.jobs.featured({})).map((job) => job.Pretty_url)).toEqual([slug]);
    const rss = await (await feedRoutes({ now: () => clock.now }).request('/rss.xml', {}, env)).text();
    expect(/<guid isPermaLink="true">([^<]*)<\/guid>/.exec(rss)?.[1]).toMatch(new RegExp(`/jobs/${slug}$`));
    clock.now = new Date(clock.now.getTime() + 15 * 86_400_000);
    expect(await callerFor(null, payments).jobs.featured({})).toEqual([]);
  });
});
