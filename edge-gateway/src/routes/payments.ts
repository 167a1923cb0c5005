/**
 * Payments at the edge, routed to the api's plain routes through the typed client
 * (api/routes-client.ts): Stripe's webhook, forwarded with its raw body and signature (it is
 * exempt from the Origin check, which a server-to-server call cannot pass, but never from
 * the api's signature check); the local provider's pay page, which the api renders and pays
 * (api/src/http/pay-page-routes.ts), guarded here first (a site and a request on this
 * machine, no other site's POST); and the expiry mails' renew link.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ACCOUNT_PATHS } from '@chainwork/shared-config';
import { isCrossSiteRequest } from '../auth/same-origin';
import { readSettings, type GatewayEnv } from '../env';
import { apiRoutes, orUnavailable, relayed } from '../api/routes-client';
import { SERVED_BY, SERVED_BY_HEADER } from '../served-by';
import type { GatewayState } from '../state';
import { servedFromThisMachine } from './local-only';

export const WEBHOOK_PATH = '/api/webhooks/stripe';
export const LOCAL_PAY_PATH = '/pay/local/:sessionId';
/** The expiry mails' one-click renew link. */
export const RENEW_PATH = '/renew/:token';
/** Stripe's events are a few kB; anything far larger is not one. */
const WEBHOOK_MAX_BYTES = 256 * 1024;
const SESSION_ID = /^cs_local_[A-Za-z0-9-]{1,80}$/;
const RENEW_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** The pay page's own words when its POST got no answer (the api's, when it answers). */
const PAYMENT_FAILED = 'The payment could not be completed; please try again';

const plain = (text: string, status: number) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', [SERVED_BY_HEADER]: SERVED_BY },
  });

/** What the api needs to judge a pay POST again: where the browser says it came from. */
function fetchSiteHeader(request: Request): Record<string, string> {
  const fetchSite = request.headers.get('sec-fetch-site');
  return fetchSite === null ? {} : { 'sec-fetch-site': fetchSite };
}

export function payments(state: GatewayState) {
  const app = new Hono<GatewayEnv>();

  app.post(WEBHOOK_PATH, bodyLimit({ maxSize: WEBHOOK_MAX_BYTES, onError: () => plain('Payload too large', 413) }), async (c) => {
    const signature = c.req.header('stripe-signature');
    const body = await c.req.text();
    return orUnavailable(async () => {
      const answer = await apiRoutes(c, state).webhooks.stripe.$post(undefined, {
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
        init: { body },
      });
      return relayed(answer);
    });
  });

  // The local provider's pay page takes orders without money: it exists only on a site served
  // from this machine (the api also refuses PAYMENT_PROVIDER=local on any other SITE_URL).
  app.use(LOCAL_PAY_PATH, async (c, next) => {
    if (!servedFromThisMachine(c) || !SESSION_ID.test(c.req.param('sessionId') ?? '')) return plain('Not found', 404);
    await next();
  });

  app.get(LOCAL_PAY_PATH, (c) =>
    orUnavailable(async () =>
      relayed(await apiRoutes(c, state).pay.local[':sessionId'].$get({ param: { sessionId: c.req.param('sessionId') } })),
    ),
  );

  app.post(LOCAL_PAY_PATH, async (c) => {
    if (isCrossSiteRequest(c.req.raw.headers, c.req.url, readSettings(c.env).siteUrl)) return plain('Cross-site request refused', 403);
    return orUnavailable(
      async () =>
        relayed(
          await apiRoutes(c, state).pay.local[':sessionId'].$post(
            { param: { sessionId: c.req.param('sessionId') } },
            { headers: fetchSiteHeader(c.req.raw) },
          ),
        ),
      () => plain(PAYMENT_FAILED, 502),
    );
  });

  // One click from the expiry mail: the api opens (or finds) the renewal checkout, the visitor lands on it.
  app.get(RENEW_PATH, async (c) => {
    const token = c.req.param('token');
    if (!RENEW_TOKEN.test(token)) return plain('Not found', 404);
    const checkoutUrl = await orUnavailable(
      async () => {
        const answer = await apiRoutes(c, state).postings.renew[':token'].$post({ param: { token } });
        if (!answer.ok) return null;
        const { checkoutUrl: url } = await answer.json();
        return /^https?:\/\//.test(url) ? url : null;
      },
      () => null,
    );
    // A used-up or unknown link, or no answer: the dashboard shows what can be done with the job.
    return c.redirect(checkoutUrl ?? ACCOUNT_PATHS.jobs, 303);
  });

  return app;
}
