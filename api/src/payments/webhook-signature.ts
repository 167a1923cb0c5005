import Stripe from 'stripe';

/** WebCrypto, so verification and signing run in a Worker (the sync Node path does not). */
const cryptoProvider = Stripe.createSubtleCryptoProvider();

export type VerifiedEvent = Stripe.Event;

/** How far a signature's timestamp may be from now, either way (Stripe's own default, 5 minutes). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The `t=` of a `Stripe-Signature` header, or null. */
function signedAt(signature: string): number | null {
  const stamp = /(?:^|,)\s*t=(\d{1,12})\s*(?:,|$)/.exec(signature)?.[1];
  return stamp === undefined ? null : Number(stamp);
}

/**
 * A webhook body checked against its `Stripe-Signature` header: HMAC with the endpoint's
 * secret, and a timestamp within 5 minutes of now either way, so a captured request cannot
 * be replayed later. Stripe's library refuses only old stamps; a stamp from the future would
 * let a signature captured (or leaked) early be replayed for longer, so it is refused here.
 * Null when anything is wrong.
 */
export async function verifyWebhook(
  rawBody: string,
  signature: string | null,
  secret: string,
  nowMs: number = Date.now(),
): Promise<VerifiedEvent | null> {
  if (!signature) return null;
  const stamped = signedAt(signature);
  if (stamped === null || Math.abs(Math.floor(nowMs / 1000) - stamped) > WEBHOOK_TOLERANCE_SECONDS) return null;
  try {
    return await Stripe.webhooks.constructEventAsync(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS, cryptoProvider, nowMs);
  } catch {
    return null;
  }
}

/** The `Stripe-Signature` header Stripe would send for this body (the local provider's and the tests' events). */
export function signWebhook(payload: string, secret: string, timestampSeconds?: number): Promise<string> {
  return Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, cryptoProvider, timestamp: timestampSeconds });
}
