import Stripe from 'stripe';
import type { Checkout, CheckoutOrder, PaymentProvider } from './provider';

/**
 * Stripe Checkout (production). The `stripe` package with its fetch client, so it runs in
 * a Worker; prices come from shared-config's PLANS as inline price data, so no Price
 * object has to be kept in step in Stripe's dashboard.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(secretKey: string) {
    this.stripe = new Stripe(secretKey, { httpClient: Stripe.createFetchHttpClient(), maxNetworkRetries: 2 });
  }

  async createCheckout(order: CheckoutOrder): Promise<Checkout> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: order.orderId,
        metadata: { orderId: order.orderId, postingId: order.postingId },
        customer_email: order.customerEmail,
        line_items: [
          {
            quantity: 1,
            price_data: { currency: order.currency, unit_amount: order.amountCents, product_data: { name: order.description } },
          },
        ],
        success_url: order.successUrl,
        cancel_url: order.cancelUrl,
      },
      { idempotencyKey: `checkout:${order.orderId}` },
    );
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return { sessionId: session.id, url: session.url };
  }

  async refund(payment: { orderId: string; paymentId: string | null }): Promise<void> {
    if (!payment.paymentId) throw new Error(`order ${payment.orderId} has no Stripe payment to refund`);
    await this.stripe.refunds.create({ payment_intent: payment.paymentId }, { idempotencyKey: `refund:${payment.orderId}` });
  }

  async cancelCheckout(sessionId: string): Promise<void> {
    await this.stripe.checkout.sessions.expire(sessionId);
  }
}
