/**
 * The local payment provider's pay page, `GET|POST /pay/local/<session>` (the gateway proxies
 * the same path): the order and a Pay button; the form posts back, pays through the real
 * webhook handler (payments/local-pay.ts) and sends the employer to their jobs (303). It takes
 * orders without money, so it exists only on a site served from this machine (a loopback
 * SITE_URL; the gateway also checks that the request itself is loopback), and a POST from
 * another site is refused (the gateway checks Origin; here Sec-Fetch-Site is checked again).
 */
import { Hono, type Context } from 'hono';
import { isLoopbackSiteUrl } from '@chainwork/shared-config/local-site';
import { LOCAL_SITE_URL } from '../config/settings';
import type { Env } from '../env';
import { isLocalSessionId } from '../payments/local-provider';
import { localOrder, payLocally, type LocalOrder } from '../payments/local-pay';
import { payPageHtml } from '../payments/pay-page';
import type { WebhookAnswer } from '../payments/webhook';
import { postingDepsFromEnv } from './payment-routes';

export const LOCAL_PAY_PAGE_PATH = '/pay/local/:sessionId';

export const PAY_PAGE_MESSAGES = {
  notFound: 'Not found',
  orderNotFound: 'Order not found',
  crossSite: 'Cross-site request refused',
  failed: 'The payment could not be completed; please try again',
} as const;

/** How the page reads and pays an order; tests pass their own. */
export interface PayPageDeps {
  order(env: Env, sessionId: string): Promise<LocalOrder | null>;
  pay(env: Env, sessionId: string): Promise<WebhookAnswer | null>;
}

const fromEnv: PayPageDeps = {
  order: (env, sessionId) => localOrder(postingDepsFromEnv(env), sessionId),
  pay: (env, sessionId) => payLocally(postingDepsFromEnv(env), sessionId),
};

const NO_STORE = { 'cache-control': 'no-store' } as const;

/** Which session the request names, or null when the page does not exist for it. */
function localSession(c: Context<{ Bindings: Env }>): string | null {
  const sessionId = c.req.param('sessionId') ?? '';
  // SITE_URL as the settings read it (unset is the local default), checked before they are read:
  // the settings refuse the local provider on a public site, and this must be a plain 404 there.
  if (!isLoopbackSiteUrl(c.env.SITE_URL ?? LOCAL_SITE_URL)) return null;
  return isLocalSessionId(sessionId) ? sessionId : null;
}

/** A form on this site says same-origin; a typed address says none; anything else is another site's page. */
function isOtherSite(headers: Headers): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  return fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none';
}

export function payPageRoutes(deps: PayPageDeps = fromEnv) {
  return new Hono<{ Bindings: Env }>()
    .get(LOCAL_PAY_PAGE_PATH, async (c) => {
      const sessionId = localSession(c);
      if (!sessionId) return c.text(PAY_PAGE_MESSAGES.notFound, 404, NO_STORE);
      const order = await deps.order(c.env, sessionId);
      if (!order) return c.text(PAY_PAGE_MESSAGES.orderNotFound, 404, NO_STORE);
      const nonce = crypto.randomUUID().replace(/-/g, '');
      return c.html(payPageHtml(order, nonce), 200, {
        ...NO_STORE,
        'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
        'x-robots-tag': 'noindex',
      });
    })
    .post(LOCAL_PAY_PAGE_PATH, async (c) => {
      const sessionId = localSession(c);
      if (!sessionId) return c.text(PAY_PAGE_MESSAGES.notFound, 404, NO_STORE);
      if (isOtherSite(c.req.raw.headers)) return c.text(PAY_PAGE_MESSAGES.crossSite, 403, NO_STORE);
      const paid = await deps.pay(c.env, sessionId);
      if (!paid) return c.text(PAY_PAGE_MESSAGES.orderNotFound, 404, NO_STORE);
      if (paid.status >= 300) return c.text(PAY_PAGE_MESSAGES.failed, 502, NO_STORE);
      const order = await deps.order(c.env, sessionId);
      if (!order) return c.text(PAY_PAGE_MESSAGES.orderNotFound, 404, NO_STORE);
      return c.redirect(order.successPath, 303);
    });
}
