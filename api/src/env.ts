import type { AlertQueue } from './alerts/run/messages';
import type { SqlDatabase } from './db/database';
import type { SendEmailBinding } from './mail/cloudflare-mailer';
import type { KeyValueWriter } from './accounts/ended-sessions';
import type { ImportQueue } from './imports/pipeline/messages';

/** The bindings and vars of the api Worker (api/wrangler.jsonc); read through config/settings.ts. */
export interface Env {
  DB: SqlDatabase;
  /** Cloudflare Turnstile's secret key (a secret in production; the always-pass test secret locally). */
  TURNSTILE_SECRET_KEY?: string;
  /** The public site root; links in mails and the session's authorized party are built from it. */
  SITE_URL?: string;
  SIGN_IN_PATH?: string;
  SIGN_UP_PATH?: string;
  /** "local" (default: this api signs people in) or "clerk" (the hosted provider does). */
  AUTH_PROVIDER?: string;
  /** The local provider's RS256 private key (PKCS#8 PEM); a secret. */
  LOCAL_AUTH_PRIVATE_KEY?: string;
  /** "outbox" (default), "cloudflare" (the EMAIL binding) or "resend". */
  MAIL_PROVIDER?: string;
  /** The sender, e.g. "Chainwork <hello@chainwork.example>". */
  MAIL_FROM?: string;
  /** Resend's API key; a secret. */
  RESEND_API_KEY?: string;
  /** "local" (default: the gateway's pay page) or "stripe" (Stripe Checkout). */
  PAYMENT_PROVIDER?: string;
  /** Stripe's secret API key; a secret. */
  STRIPE_SECRET_KEY?: string;
  /** The webhook's signing secret (Stripe's, or the local one `npm start` writes to .dev.vars); a secret. */
  STRIPE_WEBHOOK_SECRET?: string;
  /** Cloudflare Email Service's `send_email` binding (MAIL_PROVIDER=cloudflare). */
  EMAIL?: SendEmailBinding;
  /** Company logos (`logos/<sha256>.<ext>`, http/logo-routes.ts): R2, the bucket the gateway publishes front ends to. */
  LOGOS: R2Bucket;
  /** Ended sessions (sign out, sign out everywhere), read by the gateway; the same namespace as its SESSIONS. */
  SESSIONS: KeyValueWriter;
  /** Producer of the alert digests' queue (`chainwork-alerts`); the same Worker consumes it. */
  ALERTS_QUEUE: AlertQueue;
  /** Producer of the imports' queue (`chainwork-imports`): one message per source to fetch; the same Worker consumes it. */
  IMPORTS_QUEUE: ImportQueue;
  /** Local only: the stand-in job boards' root, e.g. http://127.0.0.1:8790 (refused on a public site). */
  IMPORT_STANDIN_URL?: string;
  /** The mail provider's webhook signing secret (Resend: `whsec_...`); the webhook answers 404 while unset. */
  MAIL_WEBHOOK_SECRET?: string;
}
