import { Hono } from 'hono';
import { readApiSettings } from '../config/settings';
import type { Env } from '../env';
import { selectMailer } from '../mail/select-mailer';
import { isLocalSessionId } from '../payments/local-provider';
import { localOrder, payLocally } from '../payments/local-pay';
import { selectPaymentProvider } from '../payments/select-payment-provider';
import { handlePaymentWebhook } from '../payments/webhook';
import type { PostingDeps } from '../posting/deps';
import { openRenewalFromLink } from '../posting/renew-link';

/** Paths the gateway forwards here (docs/posting.md). */
export const PAYMENT_WEBHOOK_PATH = '/webhooks/stripe';
export const LOCAL_ORDER_PATH = '/payments/local/:sessionId';
export const RENEW_LINK_PATH = '/postings/renew/:token';

export function postingDepsFromEnv(env: Env): PostingDeps {
  const settings = readApiSettings(env);
  const now = () => new Date();
  return {
    db: env.DB,
    now,
    settings,
    mailer: selectMailer(settings, env, env.DB, now),
    payments: selectPaymentProvider(settings),
    channelsQueue: env.CHANNELS_QUEUE,
  };
}

/**
 * The payment webhook (the raw body is what is signed, so it is read as text, never
 * parsed first) and the local provider's order and pay endpoints behind the gateway's
 * pay page (http/pay-page-routes.ts; 404 unless PAYMENT_PROVIDER=local), and the renew link of the expiry mails.
 */
export function paymentRoutes(deps: (env: Env) => PostingDeps = postingDepsFromEnv) {
  return (
    new Hono<{ Bindings: Env }>()
      .post(PAYMENT_WEBHOOK_PATH, async (c) => {
        const answer = await handlePaymentWebhook(deps(c.env), await c.req.text(), c.req.header('stripe-signature') ?? null);
        return c.json(answer.body, answer.status);
      })
      .get(LOCAL_ORDER_PATH, async (c) => {
        const sessionId = c.req.param('sessionId');
        const order = isLocalSessionId(sessionId) ? await localOrder(deps(c.env), sessionId) : null;
        return order ? c.json(order) : c.json({ error: 'Order not found' }, 404);
      })
      .post(`${LOCAL_ORDER_PATH}/pay`, async (c) => {
        const sessionId = c.req.param('sessionId');
        const answer = isLocalSessionId(sessionId) ? await payLocally(deps(c.env), sessionId) : null;
        return answer ? c.json(answer.body, answer.status) : c.json({ error: 'Order not found' }, 404);
      })
      // The expiry mails' one-click renew link (the gateway's /renew/<token> redirects to the checkout).
      .post(RENEW_LINK_PATH, async (c) => {
        const result = await openRenewalFromLink(deps(c.env), c.req.param('token'));
        return result.ok
          ? c.json({ checkoutUrl: result.checkoutUrl })
          : c.json({ error: result.reason }, result.reason === 'unknown' ? 404 : 409);
      })
  );
}
