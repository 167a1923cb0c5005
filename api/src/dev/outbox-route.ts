import type { Context } from 'hono';
import { readApiSettings } from '../config/settings';
import type { Env } from '../env';
import { notFound } from '../http/fallbacks';
import { refuseLocalRoute } from '../http/local-only';
import { listOutbox, OUTBOX_CSP, outboxPage } from './outbox-page';

export const OUTBOX_PATH = '/dev/outbox';

/**
 * Served only in local settings: the outbox is the mailer and the site lives on this
 * machine. A deployed site (any other SITE_URL) answers 404, even with the outbox, since
 * the page would hand anyone every sign-in link; and another site's page is refused
 * (http/local-only.ts), so no page can frame it.
 */
export async function outboxRoute(c: Context<{ Bindings: Env }>): Promise<Response> {
  const settings = readApiSettings(c.env);
  if (settings.mailProvider !== 'outbox') return notFound(c);
  const refused = refuseLocalRoute(c, settings.siteUrl);
  if (refused) return refused;
  const rows = await listOutbox(c.env.DB);
  return c.html(outboxPage(rows), 200, { 'cache-control': 'no-store', 'content-security-policy': OUTBOX_CSP, 'x-robots-tag': 'noindex' });
}
