/**
 * The local payment provider's checkout page: the order and a Pay button, like a hosted
 * checkout. A plain form (no script), styled in the site's colours; `hono/html` escapes
 * every value. The order is the api's own `LocalOrder`, so the page shows what the order
 * says (its currency included), never a copy of its shape.
 */
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { SITE_NAME } from '@chainwork/shared-config';
import type { LocalOrder } from './local-pay';

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;
background:#0b0a14;color:#f4f3ff;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:440px;background:#16142a;border:1px solid #2c2850;border-radius:14px;box-shadow:inset 0 4px 0 #8b5cf6;padding:28px}
.brand{font-weight:800;font-size:22px;letter-spacing:-.03em;color:#c4b5fd;margin:0 0 4px}
.note{color:#a5a1c8;font-size:14px;margin:0 0 20px}h1{font-size:20px;margin:0 0 4px}.company{color:#a5a1c8;margin:0 0 16px}
ul{padding-left:20px;margin:0 0 20px;color:#d9d6f5}.total{display:flex;justify-content:space-between;font-weight:700;font-size:18px;
border-top:1px solid #2c2850;padding-top:16px;margin-bottom:20px}button{width:100%;padding:14px;border:0;border-radius:10px;
font:inherit;font-weight:700;color:#fff;background:linear-gradient(90deg,#7c3aed,#db2777);cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #fbbf24;outline-offset:2px}a{color:#c4b5fd}.cancel{display:block;text-align:center;margin-top:16px}
.done{padding:12px;border-radius:10px;background:#1f3a2e;color:#bbf7d0}`;

/** `$349`, `$349.50`, `€349` for the order's ISO currency; an unknown code is shown as its letters. */
export function formatOrderAmount(cents: number, currency: string): string {
  const whole = Number.isInteger(cents / 100);
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(whole ? 0 : 2)} ${currency.toUpperCase()}`;
  }
}

export function payPageHtml(order: LocalOrder, nonce: string): HtmlEscapedString | Promise<HtmlEscapedString> {
  const amount = formatOrderAmount(order.amountCents, order.currency);
  const action =
    order.status === 'open'
      ? html`<form method="post" action="/pay/local/${order.sessionId}"><button type="submit">Pay ${amount}</button></form>
          <a class="cancel" href="${order.cancelPath}">Cancel and go back</a>`
      : html`<p class="done" role="status">${order.status === 'paid' ? 'This order is paid.' : 'This order is closed.'}</p>
          <a class="cancel" href="${order.successPath}">Go to your jobs</a>`;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>Pay for your job listing | ${SITE_NAME}</title>
        <style nonce="${nonce}">
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <main>
          <p class="brand">${SITE_NAME}</p>
          <p class="note">Local payment: no card, no money moves. Production uses Stripe Checkout.</p>
          <h1>${order.planName} ${order.purpose === 'renewal' ? 'renewal' : 'listing'}: ${order.jobTitle}</h1>
          <p class="company">${order.company} · order ${order.orderId}</p>
          <ul>
            ${order.planIncludes.map((line) => html`<li>${line}</li>`)}
          </ul>
          <p class="total"><span>Total (${order.currency.toUpperCase()})</span><span>${amount}</span></p>
          ${action}
        </main>
      </body>
    </html>`;
}
