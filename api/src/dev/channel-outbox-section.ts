/**
 * The channels' part of /dev/outbox: each post as its channel would show it (Telegram's text
 * and link preview, Discord's embed, Bluesky's post and link card), with the exact request the
 * real adapter would make (its URL without secrets, its JSON body). Every value is escaped.
 */
import { CHANNEL_LABELS } from '@chainwork/shared-config/channels';
import { escapeHtml } from '@chainwork/shared-config/html-escape';
import { shownDiscordText } from '../channels/discord';
import type { ChannelOutboxRow } from '../channels/outbox-adapter';
import { linkifiedText } from './outbox-page';

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** What the channel's reader sees, read back from the body the adapter built. */
function preview(row: ChannelOutboxRow, body: Json): string {
  if (row.channel === 'telegram') {
    const link = str(obj(body.link_preview_options).url);
    return `<pre>${linkifiedText(str(body.text))}</pre><p class="meta">Link preview: ${escapeHtml(link)}</p>`;
  }
  if (row.channel === 'discord') {
    const embed = obj(Array.isArray(body.embeds) ? body.embeds[0] : null);
    const fields = (Array.isArray(embed.fields) ? embed.fields : [])
      .map((field) => `<dt>${escapeHtml(str(obj(field).name))}</dt><dd>${escapeHtml(shownDiscordText(str(obj(field).value)))}</dd>`)
      .join('');
    return `<p><strong>${escapeHtml(str(embed.title))}</strong> · ${linkifiedText(str(embed.url))}</p>
  <p>${escapeHtml(shownDiscordText(str(embed.description)))}</p><dl>${fields}</dl>`;
  }
  const record = obj(body.record);
  const external = obj(obj(record.embed).external);
  return `<pre>${linkifiedText(str(record.text))}</pre>
  <p class="meta">Link card: ${escapeHtml(str(external.title))} · ${escapeHtml(str(external.uri))}</p>`;
}

function postSection(row: ChannelOutboxRow): string {
  let body: Json = {};
  try {
    body = obj(JSON.parse(row.body_json));
  } catch {
    body = {};
  }
  const label = CHANNEL_LABELS[row.channel] ?? row.channel;
  return `<article class="post" data-channel="${escapeHtml(row.channel)}" data-job="${escapeHtml(row.job_slug)}">
  <h3><span class="kind">${escapeHtml(label)}</span> ${escapeHtml(row.job_slug)}</h3>
  <p class="meta">POST ${escapeHtml(row.url)} · ${escapeHtml(new Date(row.created_at).toUTCString())}</p>
  ${preview(row, body)}
  <details><summary>Request body (JSON)</summary><pre>${escapeHtml(JSON.stringify(body, null, 2))}</pre></details>
</article>`;
}

export function channelOutboxSection(rows: ChannelOutboxRow[]): string {
  const posts = rows.length
    ? rows.map(postSection).join('\n')
    : '<p class="empty">No channel posts yet. Approve a job and they appear here.</p>';
  return `<section aria-labelledby="channel-posts"><h2 id="channel-posts">Channel posts</h2>
<p class="lead">What Telegram, Discord and Bluesky would have been sent for each job that went live, newest first.</p>
${posts}
</section>`;
}
