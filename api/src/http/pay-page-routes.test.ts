/**
 * The local pay page, served by the api (the gateway proxies it: edge-gateway's
 * posting-edge.test.ts): the order with every value escaped and its own currency, a Pay
 * button that pays once and sends the employer on, and nothing at all on a public site.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Env } from '../env';
import type { LocalOrder } from '../payments/local-pay';
import { PAY_PAGE_MESSAGES, payPageRoutes, type PayPageDeps } from './pay-page-routes';

const SITE = 'http://127.0.0.1:8787';
const PAGE = '/pay/local/cs_local_order-1';

const order: LocalOrder = {
  sessionId: 'cs_local_order-1',
  orderId: 'order-1',
  planName: 'Featured',
  planIncludes: ['Pinned above the search results for 14 days'],
  purpose: 'listing',
  jobTitle: '<b>Rust</b> Engineer',
  company: 'Lumen Labs',
  amountCents: 34_900,
  currency: 'usd',
  status: 'open',
  successPath: '/account/jobs?paid=p1',
  cancelPath: '/post-job?posting=p1',
};

function payApp(shown: LocalOrder = order) {
  const deps: PayPageDeps & { paid: number } = {
    paid: 0,
    order: (_env, sessionId) => Promise.resolve(sessionId === shown.sessionId ? shown : null),
    pay(_env, sessionId) {
      if (sessionId !== shown.sessionId) return Promise.resolve(null);
      deps.paid += 1;
      return Promise.resolve({ status: 200, body: { received: true, result: 'fulfilled' } });
    },
  };
  const app = payPageRoutes(deps);
  const call = (path: string, init: RequestInit = {}, vars: Partial<Env> = {}) =>
    app.request(path, init, { ...env, SITE_URL: SITE, ...vars });
  return { deps, call };
}

describe('the local pay page', () => {
  it('shows the order and a Pay button, every value escaped', async () => {
    const { call } = payApp();
    const response = await call(PAGE);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Pay $349</button>');
    expect(html).toContain('&lt;b&gt;Rust&lt;/b&gt; Engineer');
    expect(html).not.toContain('<b>Rust</b>');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const nonce = /style-src 'nonce-([a-f0-9]+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect((await call('/pay/local/cs_local_other')).status).toBe(404);
    expect(await (await call('/pay/local/cs_local_other')).text()).toBe(PAY_PAGE_MESSAGES.orderNotFound);
    expect((await call('/pay/local/not-a-session')).status).toBe(404);
  });

  it("shows the order's own currency, not a hard-coded dollar total", async () => {
    const { call } = payApp({ ...order, currency: 'eur', amountCents: 34_950 });
    const html = await (await call(PAGE)).text();
    expect(html).toContain('<span>Total (EUR)</span><span>€349.50</span>');
    expect(html).toContain('Pay €349.50</button>');
    expect(html).not.toContain('USD');
  });

  it('pays on a same-site POST and sends the employer to their jobs; refuses other sites', async () => {
    const { call, deps } = payApp();
    const refused = await call(PAGE, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(refused.status).toBe(403);
    expect(deps.paid).toBe(0);
    const paid = await call(PAGE, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('/account/jobs?paid=p1');
    expect(deps.paid).toBe(1);
    expect((await call('/pay/local/cs_local_other', { method: 'POST' })).status).toBe(404);
  });

  it('does not exist on a public site (it takes orders without money)', async () => {
    const { call, deps } = payApp();
    const publicSite = { SITE_URL: 'https://chainwork.example' };
    expect((await call(PAGE, {}, publicSite)).status).toBe(404);
    expect((await call(PAGE, { method: 'POST' }, publicSite)).status).toBe(404);
    expect(deps.paid).toBe(0);
  });

  it('says the payment failed when the webhook handler refuses it', async () => {
    const { call } = payApp();
    const failing = payPageRoutes({
      order: () => Promise.resolve(order),
      pay: () => Promise.resolve({ status: 503, body: { error: 'Payments are not configured' } }),
    });
    const response = await failing.request(PAGE, { method: 'POST' }, { ...env, SITE_URL: SITE });
    expect(response.status).toBe(502);
    expect(await response.text()).toBe(PAY_PAGE_MESSAGES.failed);
    expect((await call(PAGE)).status).toBe(200);
  });
});
