import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { render } from '@react-email/render';
import type { AlertFrequency } from '@chainwork/shared-config';
import { escapeHtml } from '@chainwork/shared-config/html-escape';
import { alertLinks } from '../links';
import { DigestJobRow, DigestMail, type DigestJob } from './DigestMail';

/*
 * Digests are many (10,000 in one run is the target) and alike: rendering each whole mail
 * with react-email costs about 40 ms of CPU for the HTML and as much again for a text part
 * derived from it, so 10,000 mails would take minutes. Instead the react-email template is
 * rendered once per site and frequency with slot markers where the values go, each job row
 * once per distinct job (a day's new jobs appear in many digests), and a mail is the
 * template with its slots filled by escaped values: the same markup React would produce,
 * in a fraction of a millisecond. The text part is written from the same data.
 */

const SLOT_NAMES = ['DESCRIPTION', 'HEADING', 'PREVIEW', 'JOBS', 'BUTTON', 'SEARCH_URL', 'UNSUBSCRIBE_URL'] as const;
type SlotName = (typeof SLOT_NAMES)[number];
/** Letters only: React writes them unescaped, in text and in attributes alike. */
const marker = (name: SlotName) => name.replace('_', 'X');
const slot = (name: SlotName) => `CWSLOT${marker(name)}CWSLOT`;
const SLOT_PATTERN = /CWSLOT([A-Z]+)CWSLOT/g;

/*
 * react-email's <Preview> cuts its text at 150 characters and pads shorter ones with
 * invisible characters (so clients do not fill the preview with the body). Its slot is
 * 150 characters long, so the template has no padding, and the fill adds what <Preview>
 * would (the equality test with a direct render guards these two constants).
 */
const PREVIEW_MAX_LENGTH = 150;
const PREVIEW_PADDING = '\xA0\u200C\u200B\u200D\u200E\u200F\uFEFF';
const previewSlot = `CWSLOT${marker('PREVIEW').padEnd(PREVIEW_MAX_LENGTH - 'CWSLOTCWSLOT'.length, 'P')}CWSLOT`;
const byMarker = new Map<string, SlotName>(SLOT_NAMES.map((name) => [name === 'PREVIEW' ? previewSlot.slice(6, -6) : marker(name), name]));

function previewHtml(text: string): string {
  const shown = text.substring(0, PREVIEW_MAX_LENGTH);
  const padding = shown.length < PREVIEW_MAX_LENGTH ? `<div>${PREVIEW_PADDING.repeat(PREVIEW_MAX_LENGTH - shown.length)}</div>` : '';
  return escapeHtml(shown) + padding;
}

/** The rendered template cut at its slots once: static parts around slot names, filled by concatenation. */
interface CompiledTemplate {
  parts: string[];
  slots: SlotName[];
}

function compile(html: string): CompiledTemplate {
  // split() with a capturing group alternates static text and the captured markers.
  const pieces = html.split(SLOT_PATTERN);
  return {
    parts: pieces.filter((_, i) => i % 2 === 0),
    slots: pieces.filter((_, i) => i % 2 === 1).map((found) => byMarker.get(found)!),
  };
}

const templates = new Map<string, Promise<CompiledTemplate>>();

function template(siteUrl: string, frequency: AlertFrequency): Promise<CompiledTemplate> {
  const key = `${frequency} ${siteUrl}`;
  let found = templates.get(key);
  if (!found) {
    found = render(
      createElement(DigestMail, {
        siteUrl,
        frequency,
        description: slot('DESCRIPTION'),
        heading: slot('HEADING'),
        preview: previewSlot,
        children: slot('JOBS'),
        buttonLabel: slot('BUTTON'),
        searchUrl: slot('SEARCH_URL'),
        unsubscribeUrl: slot('UNSUBSCRIBE_URL'),
        manageUrl: alertLinks.manage(siteUrl),
      }),
    ).then(compile);
    found.catch(() => templates.delete(key));
    templates.set(key, found);
  }
  return found;
}

/** Rows kept by content (never stale), bounded: one run's distinct jobs fit many times over. */
const ROW_CACHE_SIZE = 20_000;
const rows = new Map<string, string>();
/** The same row by the job object: a message's digests share each job's object, which saves the content key. */
const rowsByObject = new WeakMap<DigestJob, string>();

function jobRow(job: DigestJob): string {
  let html = rowsByObject.get(job);
  if (html !== undefined) return html;
  const key = JSON.stringify(job);
  html = rows.get(key);
  if (html === undefined) {
    html = renderToStaticMarkup(createElement(DigestJobRow, { job }));
    if (rows.size >= ROW_CACHE_SIZE) rows.clear();
    rows.set(key, html);
  }
  rowsByObject.set(job, html);
  return html;
}

export interface DigestValues {
  siteUrl: string;
  frequency: AlertFrequency;
  description: string;
  heading: string;
  preview: string;
  jobs: DigestJob[];
  buttonLabel: string;
  searchUrl: string;
  unsubscribeUrl: string;
  manageUrl: string;
}

export async function digestHtml(values: DigestValues): Promise<string> {
  const filled: Record<SlotName, string> = {
    DESCRIPTION: escapeHtml(values.description),
    HEADING: escapeHtml(values.heading),
    PREVIEW: previewHtml(values.preview),
    JOBS: values.jobs.map(jobRow).join(''),
    BUTTON: escapeHtml(values.buttonLabel),
    SEARCH_URL: escapeHtml(values.searchUrl),
    UNSUBSCRIBE_URL: escapeHtml(values.unsubscribeUrl),
  };
  const { parts, slots } = await template(values.siteUrl, values.frequency);
  let html = parts[0]!;
  for (const [i, name] of slots.entries()) html += filled[name] + parts[i + 1]!;
  return html;
}

/** The text part, from the same values: what a text-only mail client shows. */
export function digestText(values: DigestValues): string {
  const jobs = values.jobs.map((job) =>
    [
      job.featured ? `${job.title} (Featured)` : job.title,
      [job.company, job.location, job.salary].filter(Boolean).join(' · '),
      ...(job.tags.length ? [job.tags.join(' · ')] : []),
      job.url,
    ].join('\n'),
  );
  return [
    'CHAINWORK',
    '',
    values.heading.toUpperCase(),
    `${values.description} (posted since your last ${values.frequency} digest)`,
    '',
    ...jobs.flatMap((job) => [job, '']),
    `${values.buttonLabel}: ${values.searchUrl}`,
    '',
    '---',
    `You get this ${values.frequency} digest because you asked Chainwork for the new jobs of this search: ${values.description}.`,
    `Unsubscribe from this alert: ${values.unsubscribeUrl}`,
    `Manage your alerts: ${values.manageUrl}`,
    `Chainwork, remote jobs in crypto and blockchain: ${values.siteUrl}`,
  ].join('\n');
}
