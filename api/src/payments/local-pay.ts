import { PLANS } from '@chainwork/shared-config/posting';
import type { PostingDeps } from '../posting/deps';
import { findPaymentBySession } from '../posting/orders';
import { findPosting, postingData } from '../posting/postings-repo';
import { handlePaymentWebhook, type WebhookAnswer } from './webhook';
import { signWebhook } from './webhook-signature';

/** What the local pay page shows: the order, its state, where to go after paying or cancelling. */
export interface LocalOrder {
  sessionId: string;
  orderId: string;
  planName: string;
  planIncludes: readonly string[];
  purpose: 'listing' | 'renewal';
  jobTitle: string;
  company: string;
  amountCents: number;
  currency: string;
  status: 'open' | 'paid' | 'refunded' | 'cancelled';
  successPath: string;
  cancelPath: string;
}

export async function localOrder(deps: PostingDeps, sessionId: string): Promise<LocalOrder | null> {
  if (deps.payments.name !== 'local') return null;
  const payment = await findPaymentBySession(deps, sessionId);
  const posting = payment ? await findPosting(deps.db, payment.posting_id) : null;
  if (!payment || !posting) return null;
  const data = postingData(posting);
  return {
    sessionId,
    orderId: payment.id,
    planName: PLANS[payment.plan].name,
    planIncludes: PLANS[payment.plan].includes,
    purpose: payment.purpose,
    jobTitle: data.job?.title ?? 'Job',
    company: data.company?.name ?? '',
    amountCents: payment.amount_cents,
    currency: payment.currency,
    status: payment.status,
    successPath: `/account/jobs?paid=${encodeURIComponent(posting.id)}`,
    cancelPath: `/post-job?posting=${encodeURIComponent(posting.id)}`,
  };
}

/**
 * The local provider's "Pay": a `checkout.session.completed` event shaped like Stripe's,
 * signed with the webhook secret by Stripe's own test-header helper, handed to the same
 * webhook handler Stripe's events reach, so the signature check runs here too.
 */
export async function payLocally(deps: PostingDeps, sessionId: string): Promise<WebhookAnswer | null> {
  const order = await localOrder(deps, sessionId);
  const secret = deps.settings.stripeWebhookSecret;
  if (!order) return null;
  if (!secret) return { status: 503, body: { error: 'Payments are not configured' } };
  const created = Math.floor(deps.now().getTime() / 1000);
  const payload = JSON.stringify({
    id: `evt_local_${crypto.randomUUID()}`,
    object: 'event',
    type: 'checkout.session.completed',
    created,
    livemode: false,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        client_reference_id: order.orderId,
        amount_total: order.amountCents,
        currency: order.currency,
        payment_status: 'paid',
        status: 'complete',
        payment_intent: `pi_local_${order.orderId}`,
        metadata: { orderId: order.orderId },
      },
    },
  });
  return handlePaymentWebhook(deps, payload, await signWebhook(payload, secret));
}
