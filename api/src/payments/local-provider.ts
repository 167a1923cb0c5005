import type { Checkout, CheckoutOrder, PaymentProvider } from './provider';

/** The gateway's pay page for a local checkout session. */
export const LOCAL_PAY_PATH_PREFIX = '/pay/local/';
const SESSION_PREFIX = 'cs_local_';

/**
 * The embedded default: a checkout is a page of this site (the gateway serves it) that
 * shows the order and a Pay button; paying posts a `checkout.session.completed` event,
 * signed like Stripe's, to the same webhook handler (local-pay.ts). Nothing leaves the
 * machine and no money moves, so a refund only has to be recorded.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local';

  constructor(private readonly siteUrl: string) {}

  /** The session id follows from the order id, so a retried create answers the same session. */
  createCheckout(order: CheckoutOrder): Promise<Checkout> {
    const sessionId = `${SESSION_PREFIX}${order.orderId}`;
    return Promise.resolve({ sessionId, url: `${this.siteUrl}${LOCAL_PAY_PATH_PREFIX}${sessionId}` });
  }

  refund(): Promise<void> {
    return Promise.resolve();
  }

  cancelCheckout(): Promise<void> {
    return Promise.resolve();
  }
}

export function isLocalSessionId(value: string): boolean {
  return /^cs_local_[A-Za-z0-9-]{1,80}$/.test(value);
}
