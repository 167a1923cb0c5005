import type { AlertQueue } from './alerts/run/messages';
import type { SqlDatabase } from './db/database';

/** The bindings of the api Worker (api/wrangler.jsonc). */
export interface Env {
  DB: SqlDatabase;
  /** The site root, for links in mails (the gateway's SITE_URL, the same value). */
  SITE_URL: string;
  /** Producer of the alert digests' queue (`chainwork-alerts`); the same Worker consumes it. */
  ALERTS_QUEUE: AlertQueue;
  /** The mail provider's webhook signing secret (Resend: `whsec_...`); the webhook answers 404 while unset. */
  MAIL_WEBHOOK_SECRET?: string;
}
