import Stripe from 'stripe';

/** WebCrypto, so verification and signing run in a Worker (the sync Node path does not). */
const cryptoProvider = Stripe.createSubtleCryptoProvider();

export type VerifiedEvent = Stripe.Event;

/**
 * A webhook body checked against its `Stripe-Signature` header: HMAC with the endpoint's
 * secret, and a timestamp within Stripe's tolerance (5 minutes), so a captured request
 * cannot be replayed later. Null when anything is wrong.
 */
export async function verifyWebhook(rawBody: string, signature: string | null, secret: string): Promise<VerifiedEvent | null> {
  if (!signature) return null;
  try {
    return await Stripe.webhooks.constructEventAsync(rawBody, signature, secret, undefined, cryptoProvider);
  } catch {
    return null;
  }
}

/** The `Stripe-Signature` header Stripe would send for this body (the local provider's and the tests' events). */
export function signWebhook(payload: string, secret: string, timestampSeconds?: number): Promise<string> {
  return Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, cryptoProvider, timestamp: timestampSeconds });
}
