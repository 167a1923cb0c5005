/**
 * /dev/outbox: what the local outbox "sent", newest first, so a person can open a
 * sign-in link without a mail server. Every value is escaped; each mail's HTML is shown
 * in a sandboxed iframe (no scripts, no same-origin access) through `srcdoc`.
 */
import { SITE_NAME } from '@chainwork/shared-config';
import { escapeHtml } from '@chainwork/shared-config/html-escape';
import { colors } from '@chainwork/shared-config/palette';
import type { SqlDatabase } from '../db/database';

/** Enough to find the latest mails; older ones stay in the table. */
export const OUTBOX_PAGE_SIZE = 50;

export interface OutboxRow {
  id: string;
  kind: string;
  from_address: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  headers_json: string;
  created_at: number;
}

export function listOutbox(db: SqlDatabase, limit = OUTBOX_PAGE_SIZE): Promise<OutboxRow[]> {
  return db
    .prepare(
      `SELECT id, kind, from_address, to_address, subject, html, text, headers_json, created_at
     FROM mail_outbox ORDER BY created_at DESC, rowid DESC LIMIT ?1`,
    )
    .bind(limit)
    .all<OutboxRow>()
    .then((r) => r.results);
}

/** The text part with its http(s) addresses as links (escaped first, so nothing else becomes markup). */
export function linkifiedText(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"'\]]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** Links inside the framed mail open a new tab, outside the sandbox. */
function framedDocument(html: string): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`) : `${base}${html}`;
}

function mailHeaders(row: OutboxRow): Array<[string, string]> {
  let extra: Record<string, string> = {};
  try {
    extra = JSON.parse(row.headers_json) as Record<string, string>;
  } catch {
    extra = {};
  }
  return [
    ['From', row.from_address],
    ['To', row.to_address],
    ['Subject', row.subject],
    ['Date', new Date(row.created_at).toUTCString()],
    ...Object.entries(extra).map(([name, value]): [string, string] => [name, String(value)]),
  ];
}

function mailSection(row: OutboxRow): string {
  const headers = mailHeaders(row)
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return `<article aria-labelledby="mail-${escapeHtml(row.id)}">
  <h2 id="mail-${escapeHtml(row.id)}">${escapeHtml(row.subject)}</h2>
  <p class="meta"><span class="kind">${escapeHtml(row.kind)}</span> to ${escapeHtml(row.to_address)} · ${escapeHtml(new Date(row.created_at).toUTCString())}</p>
  <iframe title="${escapeHtml(`HTML of: ${row.subject}`)}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(framedDocument(row.html))}"></iframe>
  <details><summary>Text part</summary><pre>${linkifiedText(row.text)}</pre></details>
  <details><summary>Headers</summary><dl>${headers}</dl></details>
</article>`;
}

/** The page: the channels' posts (channel-outbox-section.ts, already escaped) above the mails. */
export function outboxPage(rows: OutboxRow[], channelPosts = ''): string {
  const body =
    rows.length === 0 ? '<p class="empty">No mail yet. Ask for a sign-in link and it appears here.</p>' : rows.map(mailSection).join('\n');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Outbox · ${SITE_NAME} (local)</title>
<style>
  body { margin: 0; background: ${colors.ink[950]}; color: #ece9f5; font: 16px/1.5 system-ui, sans-serif; }
  main { max-width: 880px; margin: 0 auto; padding: 32px 16px 64px; }
  h1 { margin: 0 0 4px; font-size: 28px; }
  .lead { color: #b4acc9; margin: 0 0 24px; }
  article { background: ${colors.ink[850]}; border: 1px solid ${colors.ink[700]}; border-radius: 12px; padding: 20px; margin: 0 0 24px; }
  h2 { margin: 0 0 4px; font-size: 20px; }
  .meta { margin: 0 0 12px; color: #b4acc9; font-size: 14px; }
  .kind { background: ${colors.brand[800]}; color: ${colors.brand[100]}; border-radius: 4px; padding: 1px 6px; margin-right: 4px; }
  iframe { width: 100%; height: 560px; border: 1px solid ${colors.ink[700]}; border-radius: 8px; background: ${colors.ink[950]}; }
  pre { white-space: pre-wrap; word-break: break-word; background: ${colors.ink[900]}; padding: 12px; border-radius: 8px; }
  a { color: ${colors.brand[200]}; }
  summary { cursor: pointer; margin-top: 12px; color: ${colors.brand[200]}; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; font-size: 14px; }
  dt { color: #b4acc9; } dd { margin: 0; word-break: break-word; }
  .empty { color: #b4acc9; }
  section { margin: 0 0 32px; }
  h3 { margin: 0 0 4px; font-size: 17px; }
</style></head>
<body><main>
<h1>Outbox</h1>
<p class="lead">Mails the local site sent, newest first. Only served on this machine; a deployed site answers 404 here.</p>
${channelPosts}
${body}
</main></body></html>`;
}

/** The page's own policy: no script at all, styles inline, images from anywhere (mail images), never framed. */
export const OUTBOX_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
