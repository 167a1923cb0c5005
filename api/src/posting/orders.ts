import { TRPCError } from '@trpc/server';
import { ACCOUNT_PATHS, route } from '@chainwork/shared-config';
import { companyStepSchema, jobStepSchema, PLAN_CURRENCY, PLANS, type PlanId } from '@chainwork/shared-config/posting';
import type { PostingDeps } from './deps';
import { fieldErrors, POSTING_MESSAGES } from './errors';
import { compareAndSetState, findPosting, postingData, sameOrder, type PostingRow } from './postings-repo';

export interface PaymentRow {
  id: string;
  posting_id: string;
  purpose: 'listing' | 'renewal';
  plan: PlanId;
  amount_cents: number;
  currency: string;
  provider: string;
  session_id: string | null;
  checkout_url: string | null;
  provider_payment_id: string | null;
  status: 'open' | 'paid' | 'refunded' | 'cancelled';
  created_at: number;
  paid_at: number | null;
  refunded_at: number | null;
}

export function findPaymentBySession(deps: Pick<PostingDeps, 'db'>, sessionId: string): Promise<PaymentRow | null> {
  return deps.db.prepare('SELECT * FROM payments WHERE session_id = ?1').bind(sessionId).first<PaymentRow>();
}

function openPaymentOf(deps: PostingDeps, postingId: string): Promise<PaymentRow | null> {
  return deps.db.prepare("SELECT * FROM payments WHERE posting_id = ?1 AND status = 'open'").bind(postingId).first<PaymentRow>();
}

/** Closes the posting's open checkout, if any (the order changed); a late payment of it is refunded. */
export async function cancelOpenCheckout(deps: PostingDeps, postingId: string): Promise<void> {
  const row = await deps.db
    .prepare("UPDATE payments SET status = 'cancelled' WHERE posting_id = ?1 AND status = 'open' RETURNING session_id")
    .bind(postingId)
    .first<{ session_id: string | null }>();
  if (!row?.session_id) return;
  try {
    await deps.payments.cancelCheckout(row.session_id);
  } catch (error) {
    // The session expires by itself within a day; a payment that still arrives is refunded (fulfil.ts).
    console.error('[posting] could not close checkout', row.session_id, error instanceof Error ? error.message : error);
  }
}

/** The saved steps, complete and valid, or BAD_REQUEST naming each unfinished step. */
export function completeOrder(row: PostingRow) {
  const data = postingData(row);
  const company = companyStepSchema.safeParse(data.company);
  const job = jobStepSchema.safeParse(data.job);
  const issues = [
    ...(company.success ? [] : [{ path: ['company'], message: 'Complete the company step' }]),
    ...(job.success ? [] : [{ path: ['job'], message: 'Complete the job step' }]),
    ...(data.plan ? [] : [{ path: ['plan'], message: 'Choose a plan' }]),
  ];
  if (!company.success || !job.success || !data.plan)
    throw fieldErrors(issues.map((issue) => ({ ...issue, message: `${POSTING_MESSAGES.unfinished}: ${issue.message.toLowerCase()}` })));
  return { company: company.data, job: job.data, plan: data.plan };
}

/**
 * The posting's checkout for an order, opened once: a second call (a double click, a
 * retry after a network error) answers the same checkout, because there is at most one
 * open order per posting (a unique index) and the provider sees the order id as its
 * idempotency key.
 */
export async function openCheckout(
  deps: PostingDeps,
  row: PostingRow,
  purpose: PaymentRow['purpose'],
  plan: PlanId,
): Promise<{ checkoutUrl: string }> {
  let order = await openPaymentOf(deps, row.id);
  if (order && (order.purpose !== purpose || order.plan !== plan)) {
    await cancelOpenCheckout(deps, row.id);
    order = null;
  }
  if (order?.checkout_url) return { checkoutUrl: order.checkout_url };
  if (!order) {
    const price = PLANS[plan].priceCents;
    // The order is priced from `plan` and taken only while the posting still stands where this
    // request read it: a listing is awaiting payment on that very plan (a plan saved meanwhile
    // moved it back to the draft), a renewal is still live or expired.
    await deps.db
      .prepare(
        `INSERT INTO payments (id, posting_id, purpose, plan, amount_cents, currency, provider, status, created_at)
         SELECT ?1, id, ?3, ?4, ?5, ?6, ?7, 'open', ?8 FROM postings
         WHERE id = ?2 AND state = ?9 AND (?3 = 'renewal' OR plan = ?4)
         ON CONFLICT DO NOTHING`,
      )
      .bind(
        crypto.randomUUID(),
        row.id,
        purpose,
        plan,
        price,
        PLAN_CURRENCY,
        deps.payments.name,
        deps.now().getTime(),
        purpose === 'listing' ? 'awaiting_payment' : row.state,
      )
      .run();
    // Whoever won the insert, this is the one open order now; unless the posting moved on.
    order = await openPaymentOf(deps, row.id);
    if (!order || order.purpose !== purpose || order.plan !== plan)
      throw new TRPCError({ code: 'CONFLICT', message: POSTING_MESSAGES.changedMeanwhile });
  }
  const site = deps.settings.siteUrl;
  const title = postingData(row).job?.title ?? 'Job';
  let checkout;
  try {
    checkout = await deps.payments.createCheckout({
      orderId: order.id,
      postingId: row.id,
      description: `${PLANS[plan].name} job listing${purpose === 'renewal' ? ' renewal' : ''}: ${title}`.slice(0, 250),
      amountCents: order.amount_cents,
      currency: order.currency,
      customerEmail: row.owner_email,
      successUrl: `${site}${ACCOUNT_PATHS.jobs}?paid=${encodeURIComponent(row.id)}`,
      cancelUrl: `${site}${route('postJob').path}?posting=${encodeURIComponent(row.id)}`,
    });
  } catch (error) {
    console.error('[posting] checkout not created', order.id, error instanceof Error ? error.message : error);
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: POSTING_MESSAGES.providerDown });
  }
  await deps.db
    .prepare('UPDATE payments SET session_id = ?2, checkout_url = ?3 WHERE id = ?1')
    .bind(order.id, checkout.sessionId, checkout.url)
    .run();
  return { checkoutUrl: checkout.url };
}

/**
 * Submit: the order is complete, the posting waits for payment, and its checkout opens.
 * The move to `awaiting_payment` requires the order read here to be the saved one, so a
 * step saved at the same moment (a dearer plan) makes this submit fail instead of being
 * priced as the cheaper order it read.
 */
export async function submitPosting(deps: PostingDeps, row: PostingRow, next: PostingRow['state']): Promise<{ checkoutUrl: string }> {
  const order = completeOrder(row);
  if (row.state !== next) {
    const moved = await compareAndSetState(deps.db, row.id, row.state, next, deps.now().getTime(), {}, row).first();
    if (!moved) {
      // A double click moved it first (same order: answer the same checkout); anything else changed it.
      const current = await findPosting(deps.db, row.id);
      if (!current || current.state !== next || !sameOrder(current, row))
        throw new TRPCError({ code: 'CONFLICT', message: POSTING_MESSAGES.changedMeanwhile });
    }
  }
  return openCheckout(deps, row, 'listing', order.plan);
}
