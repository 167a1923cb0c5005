import type { PostingDeps } from '../posting/deps';
import { fulfilCheckout, type FulfilResult } from '../posting/fulfil';
import { verifyWebhook } from './webhook-signature';

export interface WebhookAnswer {
  status: 200 | 400 | 503;
  body: { received: true; duplicate?: true; result?: FulfilResult | 'ignored' } | { error: string };
}

export const WEBHOOK_MESSAGES = {
  badSignature: 'Invalid signature',
  notConfigured: 'Payments are not configured',
} as const;

/**
 * The payment webhook, for Stripe's events and the local provider's alike: the signature
 * is checked first, always; an event id seen before changes nothing; only
 * `checkout.session.completed` with a paid session fulfils an order, and fulfilment itself
 * applies an order once, whatever order the events arrive in.
 */
export async function handlePaymentWebhook(deps: PostingDeps, rawBody: string, signature: string | null): Promise<WebhookAnswer> {
  const secret = deps.settings.stripeWebhookSecret;
  if (!secret) return { status: 503, body: { error: WEBHOOK_MESSAGES.notConfigured } };
  const event = await verifyWebhook(rawBody, signature, secret);
  if (!event) return { status: 400, body: { error: WEBHOOK_MESSAGES.badSignature } };

  const seen = await deps.db.prepare('SELECT 1 AS seen FROM payment_events WHERE event_id = ?1').bind(event.id).first();
  if (seen) return { status: 200, body: { received: true, duplicate: true } };

  let result: FulfilResult | 'ignored' = 'ignored';
  if (event.type === 'checkout.session.completed' && event.data.object.payment_status === 'paid') {
    const session = event.data.object;
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
    result = await fulfilCheckout(deps, session.id, intent);
  }
  await deps.db
    .prepare('INSERT INTO payment_events (event_id, type, received_at) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING')
    .bind(event.id, event.type, deps.now().getTime())
    .run();
  return { status: 200, body: { received: true, result } };
}
