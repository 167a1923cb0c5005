import type { Context } from 'hono';
import { LOCAL_SITE_URL, readApiSettings } from '../config/settings';
import type { Env } from '../env';
import { notFound } from '../http/fallbacks';
import { refuseLocalRoute } from '../http/local-only';
import { listOutbox, OUTBOX_CSP, OUTBOX_PAGE_SIZE, outboxPage } from './outbox-page';
import { listChannelOutbox } from '../channels/outbox-adapter';
import { channelOutboxSection } from './channel-outbox-section';

export const OUTBOX_PATH = '/dev/outbox';

/**
 * Served only in local settings: the site lives on this machine and the outbox is the
 * mailer. A deployed site (any other SITE_URL) answers 404 before its settings are even
 * read, so a misconfigured one that keeps the outbox still hands nobody a sign-in link; and
 * another site's page is refused (http/local-only.ts), so no page can frame it.
 */
export async function outboxRoute(c: Context<{ Bindings: Env }>): Promise<Response> {
  // SITE_URL as the settings read it: unset is the local default.
  const refused = refuseLocalRoute(c, c.env.SITE_URL ?? LOCAL_SITE_URL);
  if (refused) return refused;
  if (readApiSettings(c.env).mailProvider !== 'outbox') return notFound(c);
  const [rows, posts] = await Promise.all([listOutbox(c.env.DB), listChannelOutbox(c.env.DB, OUTBOX_PAGE_SIZE)]);
  return c.html(outboxPage(rows, channelOutboxSection(posts)), 200, {
    'cache-control': 'no-store',
    'content-security-policy': OUTBOX_CSP,
    'x-robots-tag': 'noindex',
  });
}
