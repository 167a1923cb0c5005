import { env } from 'cloudflare:workers';
import type { Identity } from '@chainwork/shared-config';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  callerFor,
  clock,
  companyStep,
  completedEvent,
  jobStep,
  moderator,
  postWebhook,
  RecordingPaymentProvider,
  sessionOf,
  webhookApp,
} from '../../test/posting';
import { emailMatchesWebsite } from './verified';

let payments: RecordingPaymentProvider;

/** Posts, pays and has approved one job of `employer` for a company on `website`; answers the live job. */
async function approvedJobOf(employer: Identity, name: string, website: string) {
  const caller = callerFor(employer, payments);
  const mod = callerFor(moderator, payments);
  const company = await caller.posting.saveStep({ postingId: null, step: 'company', values: { ...companyStep, name, website } });
  await caller.posting.saveStep({
    postingId: company.id,
    step: 'job',
    values: jobStep({ apply: { kind: 'url', url: `${website}/careers` } }),
  });
  await caller.posting.saveStep({ postingId: company.id, step: 'plan', values: { plan: 'standard' } });
  const { checkoutUrl } = await caller.posting.submit({ postingId: company.id });
  const event = await completedEvent(sessionOf(checkoutUrl));
  expect((await postWebhook(webhookApp(payments), event.payload, event.signature)).status).toBe(200);
  const item = (await mod.posting.reviewQueue()).find((entry) => entry.postingId === company.id)!;
  const { slug } = await mod.posting.approve({ reviewId: item.reviewId });
  return { item, job: await caller.jobs.bySlug({ slug }) };
}

beforeEach(async () => {
  payments = new RecordingPaymentProvider();
  clock.now = new Date('2026-06-01T12:00:00.000Z');
  for (const table of ['payment_events', 'payments', 'posting_reviews', 'postings', 'employer_companies', 'mail_outbox', 'jobs'])
    await env.DB.prepare(`DELETE FROM ${table}`).run();
});

describe('verified employer: an address on the company website’s domain, never a free-mail one', () => {
  it.each([
    ['a@proton.me', 'https://proton.me'],
    ['someone@gmail.com', 'https://gmail.com'],
    ['a@mail.proton.me', 'https://proton.me'],
    ['a@proton.me', 'https://careers.proton.me'],
    ['A@GoogleMail.COM', 'https://googlemail.com'],
  ])('%s does not vouch for %s', (email, website) => {
    expect(emailMatchesWebsite(email, website)).toBe(false);
  });

  it.each([
    ['ana@lumen.example', 'https://lumen.example'],
    ['ana@hr.lumen.example', 'https://careers.lumen.example'],
    ['ana@acme.co.uk', 'https://www.acme.co.uk'],
  ])('%s vouches for %s', (email, website) => {
    expect(emailMatchesWebsite(email, website)).toBe(true);
  });

  it.each([
    ['hr@proton.me', 'Proton AG', 'https://proton.me'],
    ['jobs@gmail.com', 'Gmail', 'https://gmail.com'],
    ['a@mail.proton.me', 'Proton AG', 'https://proton.me'],
  ])('approving a job of %s for %s on %s gives no badge, and the queue flags the free mail', async (email, name, website) => {
    const { item, job } = await approvedJobOf({ userId: `user-${email}`, email, roles: ['employer'] }, name, website);
    expect(item.signals.map((signal) => signal.kind)).toContain('free-mail');
    expect(item.job.employerVerified).toBe(false);
    expect(job.employerVerified).toBe(false);
  });

  it('approving a job of an employer on the company’s own domain gives the badge', async () => {
    const { item, job } = await approvedJobOf(
      { userId: 'user-lumen', email: 'ana@lumen.example', roles: ['employer'] },
      'Lumen Labs',
      'https://lumen.example',
    );
    expect(item.signals.map((signal) => signal.kind)).not.toContain('free-mail');
    expect(job.employerVerified).toBe(true);
  });
});
