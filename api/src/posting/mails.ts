import { createElement, type ReactElement } from 'react';
import { ACCOUNT_PATHS, jobPath, route } from '@chainwork/shared-config';
import { PLANS, type PlanId } from '@chainwork/shared-config/posting';
import { renderMail } from '../mail/templates/render-mail';
import { ExpiryMail, expirySubject } from '../mail/templates/ExpiryMail';
import { JobLiveMail, jobLiveSubject } from '../mail/templates/JobLiveMail';
import { ReceiptMail, receiptSubject } from '../mail/templates/ReceiptMail';
import { RejectionMail, rejectionSubject } from '../mail/templates/RejectionMail';
import type { OutgoingMail } from '../mail/mailer';
import type { PostingDeps } from './deps';

/*
 * The posting's mails. Each carries an idempotency key naming what it is about, so a
 * replayed webhook or a cron run that is retried sends nothing twice.
 */

/** Renders a mail's template (HTML and text parts) and hands it to the mailer with its envelope. */
async function deliver(
  deps: PostingDeps,
  to: string,
  template: ReactElement,
  envelope: Pick<OutgoingMail, 'subject' | 'kind' | 'idempotencyKey'>,
): Promise<void> {
  await deps.mailer.send({ to, ...envelope, ...(await renderMail(template)) });
}

export async function sendReceipt(
  deps: PostingDeps,
  to: string,
  order: { id: string; plan: PlanId; amountCents: number; renewal: boolean; paidAt: Date; jobTitle: string },
): Promise<void> {
  const site = deps.settings.siteUrl;
  await deliver(
    deps,
    to,
    createElement(ReceiptMail, {
      siteUrl: site,
      jobTitle: order.jobTitle,
      planName: PLANS[order.plan].name,
      amountCents: order.amountCents,
      orderId: order.id,
      paidAt: order.paidAt,
      renewal: order.renewal,
      dashboardUrl: `${site}${ACCOUNT_PATHS.jobs}`,
    }),
    {
      subject: receiptSubject(order.jobTitle),
      kind: 'posting-receipt',
      idempotencyKey: `posting-receipt:${order.id}`,
    },
  );
}

export async function sendRejection(
  deps: PostingDeps,
  to: string,
  review: { id: string; postingId: string; jobTitle: string; reason: string; revision: boolean; refunded: boolean },
): Promise<void> {
  const site = deps.settings.siteUrl;
  const fixUrl = review.revision
    ? `${site}${ACCOUNT_PATHS.jobs}`
    : `${site}${route('postJob').path}?posting=${encodeURIComponent(review.postingId)}`;
  await deliver(deps, to, createElement(RejectionMail, { siteUrl: site, ...review, fixUrl }), {
    subject: rejectionSubject(review.jobTitle, review.revision),
    kind: 'posting-rejected',
    idempotencyKey: `posting-rejected:${review.id}`,
  });
}

export async function sendExpiryMail(
  deps: PostingDeps,
  to: string,
  notice: { postingId: string; jobTitle: string; moment: 'reminder' | 'expired'; expiresAt: Date; renewUrl: string },
): Promise<void> {
  const site = deps.settings.siteUrl;
  await deliver(
    deps,
    to,
    createElement(ExpiryMail, {
      siteUrl: site,
      jobTitle: notice.jobTitle,
      moment: notice.moment,
      expiresAt: notice.expiresAt,
      renewUrl: notice.renewUrl,
      dashboardUrl: `${site}${ACCOUNT_PATHS.jobs}`,
    }),
    {
      subject: expirySubject(notice.jobTitle, notice.moment),
      kind: `posting-${notice.moment === 'reminder' ? 'expiry-reminder' : 'expired'}`,
      idempotencyKey: `posting-${notice.moment}:${notice.postingId}:${notice.expiresAt.getTime()}`,
    },
  );
}

export async function sendJobLive(
  deps: PostingDeps,
  to: string,
  review: { id: string; jobTitle: string; slug: string; revision: boolean; liveUntil: Date },
): Promise<void> {
  const site = deps.settings.siteUrl;
  await deliver(
    deps,
    to,
    createElement(JobLiveMail, {
      siteUrl: site,
      jobTitle: review.jobTitle,
      jobUrl: `${site}${jobPath(review.slug)}`,
      revision: review.revision,
      liveUntil: review.liveUntil,
      dashboardUrl: `${site}${ACCOUNT_PATHS.jobs}`,
    }),
    {
      subject: jobLiveSubject(review.jobTitle, review.revision),
      kind: 'posting-live',
      idempotencyKey: `posting-live:${review.id}`,
    },
  );
}
