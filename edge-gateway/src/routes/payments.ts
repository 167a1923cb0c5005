/**
 * Payments at the edge: Stripe's webhook, forwarded with its raw body and signature (it is
 * exempt from the Origin check, which a server-to-server call cannot pass, but never from
 * the api's signature check), and the local provider's pay page, whose form posts back
 * here and pays through the same webhook handler.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ACCOUNT_PATHS } from '@chainwork/shared-config';
import { isCrossSiteRequest } from '../auth/same-origin';
import { API_ORIGIN, readSettings, type GatewayEnv } from '../env';
import { payPageHtml, type PayPageOrder } from '../html/pay-page';
import { SERVED_BY, SERVED_BY_HEADER } from '../served-by';
import { servedFromThisMachine } from './local-only';

export const WEBHOOK_PATH = '/api/webhooks/stripe';
export const LOCAL_PAY_PATH = '/pay/local/:sessionId';
/** The expiry mails' one-click renew link. */
export const RENEW_PATH = '/renew/:token';
/** Stripe's events are a few kB; anything far larger is not one. */
const WEBHOOK_MAX_BYTES = 256 * 1024;
const SESSION_ID = /^cs_local_[A-Za-z0-9-]{1,80}$/;

const plain = (text: string, status: number) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', [SERVED_BY_HEADER]: SERVED_BY },
  });

export function payments() {
  const app = new Hono<GatewayEnv>();

  app.post(WEBHOOK_PATH, bodyLimit({ maxSize: WEBHOOK_MAX_BYTES, onError: () => plain('Payload too large', 413) }), async (c) => {
    const headers = new Headers({ 'content-type': 'application/json' });
    const signature = c.req.header('stripe-signature');
    if (signature) headers.set('stripe-signature', signature);
    const response = await c.env.API.fetch(
      new Request(`${API_ORIGIN}/webhooks/stripe`, { method: 'POST', headers, body: await c.req.text() }),
    );
    return new Response(response.body, {
      status: response.status,
      headers: { 'content-type': 'application/json', [SERVED_BY_HEADER]: SERVED_BY },
    });
  });

  // The local provider's pay page takes orders without money: it exists only on a site served
  // from this machine (the api also refuses PAYMENT_PROVIDER=local on any other SITE_URL).
  app.use(LOCAL_PAY_PATH, async (c, next) => {
    if (!servedFromThisMachine(c)) return plain('Not found', 404);
    await next();
  });

  app.get(LOCAL_PAY_PATH, async (c) => {
    const sessionId = c.req.param('sessionId');
    if (!SESSION_ID.test(sessionId)) return plain('Not found', 404);
    const response = await c.env.API.fetch(new Request(`${API_ORIGIN}/payments/local/${sessionId}`));
    if (!response.ok) return plain('Order not found', 404);
    const order = (await response.json()) as PayPageOrder;
    const nonce = crypto.randomUUID().replace(/-/g, '');
    return new Response(payPageHtml(order, nonce), {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
        'x-robots-tag': 'noindex',
        [SERVED_BY_HEADER]: SERVED_BY,
      },
    });
  });

  app.post(LOCAL_PAY_PATH, async (c) => {
    const sessionId = c.req.param('sessionId');
    if (!SESSION_ID.test(sessionId)) return plain('Not found', 404);
    if (isCrossSiteRequest(c.req.raw.headers, c.req.url, readSettings(c.env).siteUrl)) return plain('Cross-site request refused', 403);
    const paid = await c.env.API.fetch(new Request(`${API_ORIGIN}/payments/local/${sessionId}/pay`, { method: 'POST' }));
    if (paid.status === 404) return plain('Order not found', 404);
    if (!paid.ok) return plain('The payment could not be completed; please try again', 502);
    const order = await c.env.API.fetch(new Request(`${API_ORIGIN}/payments/local/${sessionId}`));
    const { successPath } = (await order.json()) as PayPageOrder;
    return c.redirect(successPath, 303);
  });

  // One click from the expiry mail: the api opens (or finds) the renewal checkout, the visitor lands on it.
  app.get(RENEW_PATH, async (c) => {
    const token = c.req.param('token');
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return plain('Not found', 404);
    const response = await c.env.API.fetch(new Request(`${API_ORIGIN}/postings/renew/${token}`, { method: 'POST' }));
    const body = response.ok ? ((await response.json()) as { checkoutUrl?: unknown }) : null;
    const checkoutUrl = typeof body?.checkoutUrl === 'string' && /^https?:\/\//.test(body.checkoutUrl) ? body.checkoutUrl : null;
    // A used-up or unknown link: the dashboard shows what can be done with the job.
    return c.redirect(checkoutUrl ?? ACCOUNT_PATHS.jobs, 303);
  });

  return app;
}
