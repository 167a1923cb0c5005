import { JOB_VALIDITY_MS } from '@chainwork/shared-config';
import { PLANS, transition } from '@chainwork/shared-config/posting';
import type { PostingDeps } from './deps';
import { publishableJob } from './job-from-steps';
import { sendReceipt } from './mails';
import { findPaymentBySession, type PaymentRow } from './orders';
import { compareAndSetState, findPosting, postingData, type PostingRow } from './postings-repo';
import { republishJobStatements } from './publish';
import { isVerifiedEmployer } from './verified';

export type FulfilResult = 'fulfilled' | 'already-handled' | 'unknown-session' | 'refunded';

/**
 * A completed checkout (the webhook's `checkout.session.completed`), applied once: the
 * order must still be open, and every write is conditional on it in one transaction. A
 * payment the posting cannot take (an order the employer replaced, a closed job, a second
 * payment) is refunded instead of fulfilled.
 */
export async function fulfilCheckout(deps: PostingDeps, sessionId: string, providerPaymentId: string | null): Promise<FulfilResult> {
  const payment = await findPaymentBySession(deps, sessionId);
  if (!payment) return 'unknown-session';
  if (payment.status === 'paid' || payment.status === 'refunded') return 'already-handled';
  const posting = await findPosting(deps.db, payment.posting_id);
  if (!posting) return 'unknown-session';
  const event = payment.purpose === 'listing' ? 'paid' : 'renewal_paid';
  const move = transition(posting.state, event);
  if (payment.status === 'cancelled' || !move.ok) return refundUnusable(deps, payment, providerPaymentId);

  const now = deps.now().getTime();
  const settled =
    payment.purpose === 'listing'
      ? (await deps.db.batch<{ id: string }>(listingPaid(deps, payment, providerPaymentId, now)))[0]
      : (
          await deps.db.batch<{ id: string }>([
            ...(await renewalPaid(deps, posting, payment, now, move.to)),
            markPaid(deps, payment, providerPaymentId, now),
          ])
        ).at(-1);
  if (!settled?.results.length) {
    // Paid meanwhile by a duplicate delivery, or the posting left the state this order was for.
    const current = await findPaymentBySession(deps, sessionId);
    if (current?.status === 'paid' || current?.status === 'refunded') return 'already-handled';
    return refundUnusable(deps, payment, providerPaymentId);
  }

  const data = postingData(posting);
  try {
    await sendReceipt(deps, posting.owner_email, {
      id: payment.id,
      plan: payment.plan,
      amountCents: payment.amount_cents,
      renewal: payment.purpose === 'renewal',
      paidAt: new Date(now),
      jobTitle: data.job?.title ?? 'your job',
    });
  } catch (error) {
    console.error('[posting] receipt not sent', payment.id, error instanceof Error ? error.message : error);
  }
  return 'fulfilled';
}

/** The order paid, once (`open` -> `paid`), and only if `onlyIf` holds (SQL over ?4 = posting id, ?5 = plan). */
function markPaid(deps: PostingDeps, payment: PaymentRow, providerPaymentId: string | null, now: number, onlyIf?: string) {
  const statement = deps.db.prepare(
    `UPDATE payments SET status = 'paid', paid_at = ?2, provider_payment_id = ?3 WHERE id = ?1 AND status = 'open'${onlyIf ?? ''} RETURNING id`,
  );
  return onlyIf
    ? statement.bind(payment.id, now, providerPaymentId, payment.posting_id, payment.plan)
    : statement.bind(payment.id, now, providerPaymentId);
}

/**
 * A first payment: the posting enters review with a snapshot of what was paid for. All
 * of it happens only while the posting waits for payment on the plan this order priced
 * (one transaction, the same condition twice); the review takes the order's plan, never
 * the posting's, so a plan saved after the order cannot ride on its price.
 */
function listingPaid(deps: PostingDeps, payment: PaymentRow, providerPaymentId: string | null, now: number) {
  const waitsForThisOrder = " AND EXISTS (SELECT 1 FROM postings WHERE id = ?4 AND state = 'awaiting_payment' AND plan = ?5)";
  return [
    markPaid(deps, payment, providerPaymentId, now, waitsForThisOrder),
    deps.db
      .prepare(
        `UPDATE postings SET state = 'in_review', updated_at = ?3 WHERE id = ?1 AND state = 'awaiting_payment' AND plan = ?2
         AND EXISTS (SELECT 1 FROM payments WHERE id = ?4 AND status = 'paid')`,
      )
      .bind(payment.posting_id, payment.plan, now, payment.id),
    deps.db
      .prepare(
        `INSERT INTO posting_reviews (id, posting_id, kind, company_json, job_json, plan, status, submitted_at)
         SELECT ?1, id, 'new', company_json, job_json, ?4, 'pending', ?3 FROM postings WHERE id = ?2 AND state = 'in_review' AND plan = ?4
         ON CONFLICT DO NOTHING`,
      )
      .bind(crypto.randomUUID(), payment.posting_id, now, payment.plan),
  ];
}

/** A renewal: the approved job goes back on the board at its URL, at the top, for another listing period. */
async function renewalPaid(deps: PostingDeps, posting: PostingRow, payment: PaymentRow, now: number, to: PostingRow['state']) {
  const data = postingData(posting);
  if (!posting.slug || !data.company || !data.job) throw new Error(`posting ${posting.id} was renewed without an approved job`);
  const job = publishableJob(data.company, data.job);
  const verified = await isVerifiedEmployer(deps.db, posting.owner_id, posting.owner_email);
  return [
    ...republishJobStatements(
      deps.db,
      posting.slug,
      job,
      { now, pinnedDays: PLANS[payment.plan].pinnedDays, employerVerified: verified },
      { table: 'payments', id: payment.id, status: 'open' },
    ),
    compareAndSetState(deps.db, posting.id, posting.state, to, now, { plan: payment.plan, reminded_for: null, expiry_mailed_for: null }),
    deps.db
      .prepare(`UPDATE postings SET live_until = (SELECT posted_at + ${JOB_VALIDITY_MS} FROM jobs WHERE slug = ?2) WHERE id = ?1`)
      .bind(posting.id, posting.slug),
  ];
}

async function refundUnusable(deps: PostingDeps, payment: PaymentRow, providerPaymentId: string | null): Promise<FulfilResult> {
  await deps.payments.refund({ orderId: payment.id, paymentId: providerPaymentId });
  await deps.db
    .prepare("UPDATE payments SET status = 'refunded', refunded_at = ?2, provider_payment_id = ?3 WHERE id = ?1")
    .bind(payment.id, deps.now().getTime(), providerPaymentId)
    .run();
  return 'refunded';
}
