/**
 * Payments behind one small interface. Adapters: Stripe Checkout in production
 * (stripe-provider.ts) and the local provider, whose pay page on the gateway posts a
 * signed event to the same webhook handler (local-provider.ts). Chosen by
 * PAYMENT_PROVIDER (select-payment-provider.ts).
 */
export interface CheckoutOrder {
  /** Our order id; the provider's idempotency key, so a retried create opens one checkout. */
  orderId: string;
  postingId: string;
  /** What the buyer sees on the checkout page. */
  description: string;
  amountCents: number;
  /** ISO 4217, lowercase (Stripe's spelling). */
  currency: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
}

export interface Checkout {
  sessionId: string;
  url: string;
}

export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  createCheckout(order: CheckoutOrder): Promise<Checkout>;
  /** Gives the money back (a rejected job). `paymentId` is the provider's payment (Stripe: the PaymentIntent). */
  refund(payment: { orderId: string; paymentId: string | null }): Promise<void>;
  /** Closes an unpaid checkout (the employer changed the order); a closed one cannot be paid. */
  cancelCheckout(sessionId: string): Promise<void>;
}
