/** The local mail outbox of the e2e run (mail_outbox, migration 0006), read straight from its D1. */
import { withDb } from './jobs';
import { E2E_BASE_URL } from './env';

export interface OutboxMail {
  kind: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export async function mailsTo(address: string, kind: string): Promise<OutboxMail[]> {
  return withDb(async (db) => {
    const { results } = await db
      .prepare(
        'SELECT kind, to_address, subject, html, text, headers_json FROM mail_outbox WHERE to_address = ?1 AND kind = ?2 ORDER BY created_at',
      )
      .bind(address, kind)
      .all<Omit<OutboxMail, 'headers'> & { headers_json: string }>();
    return results.map(({ headers_json, ...mail }) => ({ ...mail, headers: JSON.parse(headers_json) as Record<string, string> }));
  });
}

/**
 * The first link to `path` in a mail's text part, moved onto the e2e site: links are built
 * from SITE_URL (127.0.0.1:8787), while this run is served on its own port.
 */
export function linkOnThisSite(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s\\]]+${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]{43}`).exec(text);
  if (!match) throw new Error(`No ${path} link in the mail`);
  const url = new URL(match[0]);
  return `${E2E_BASE_URL}${url.pathname}${url.search}`;
}
