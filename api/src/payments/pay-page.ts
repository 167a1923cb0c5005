/**
 * The local payment provider's checkout page: the order and a Pay button, like a hosted
 * checkout. A plain form (no script), styled in the site's colours; every value escaped.
 */
import { SITE_NAME } from '@chainwork/shared-config';
import { formatPlanPrice } from '@chainwork/shared-config/posting';
import { escapeAttribute, escapeText } from './markup';

export interface PayPageOrder {
  sessionId: string;
  orderId: string;
  planName: string;
  planIncludes: readonly string[];
  purpose: 'listing' | 'renewal';
  jobTitle: string;
  company: string;
  amountCents: number;
  status: 'open' | 'paid' | 'refunded' | 'cancelled';
  successPath: string;
  cancelPath: string;
}

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

export function payPageHtml(order: PayPageOrder, nonce: string): string {
  const lines = order.planIncludes.map((line) => `<li>${escapeText(line)}</li>`).join('');
  const action =
    order.status === 'open'
      ? `<form method="post" action="/pay/local/${escapeAttribute(order.sessionId)}"><button type="submit">Pay ${escapeText(formatPlanPrice(order.amountCents))}</button></form>
         <a class="cancel" href="${escapeAttribute(order.cancelPath)}">Cancel and go back</a>`
      : `<p class="done" role="status">${order.status === 'paid' ? 'This order is paid.' : 'This order is closed.'}</p>
         <a class="cancel" href="${escapeAttribute(order.successPath)}">Go to your jobs</a>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Pay for your job listing | ${escapeText(SITE_NAME)}</title><style nonce="${escapeAttribute(nonce)}">${STYLE}</style></head>
<body><main><p class="brand">${escapeText(SITE_NAME)}</p><p class="note">Local payment: no card, no money moves. Production uses Stripe Checkout.</p>
<h1>${escapeText(order.planName)} ${order.purpose === 'renewal' ? 'renewal' : 'listing'}: ${escapeText(order.jobTitle)}</h1>
<p class="company">${escapeText(order.company)} · order ${escapeText(order.orderId)}</p><ul>${lines}</ul>
<p class="total"><span>Total (USD)</span><span>${escapeText(formatPlanPrice(order.amountCents))}</span></p>${action}</main></body></html>`;
}
