import { LINE_BREAKS_AND_CONTROLS } from '@chainwork/shared-config/schemas/text';
import type { OutgoingMail } from './mailer';

/*
 * What every adapter sends as the mail's header fields, built here only: values from people
 * (a job title in a subject, a search in a digest's) never reach a header as they were typed.
 * The schemas refuse line breaks in one-line fields first; this is the last wall behind them.
 */

/** What every adapter hands its provider as headers: one line each. */
export interface MailEnvelope {
  from: string;
  to: string;
  subject: string;
  headers: Record<string, string>;
}

const CONTROL_RUNS = new RegExp(`${LINE_BREAKS_AND_CONTROLS.source}+`, 'g');
/** RFC 5322 field-name: printable ASCII but the colon. */
const FIELD_NAME = /^[!-9;-~]+$/;
const PRINTABLE_ASCII = /^[ -~]*$/;
/** UTF-8 bytes per encoded-word: base64 of 45 bytes is 60 characters, 72 with `=?UTF-8?B?` and `?=` (RFC 2047 allows 75). */
const WORD_BYTES = 45;

/** One line: every run of line breaks or control characters becomes one space. */
export function oneLine(value: string): string {
  return value.replace(CONTROL_RUNS, ' ').trim();
}

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/**
 * RFC 2047 encoded-words (`B`, UTF-8) for a value with non-ASCII characters, split between
 * characters so each word stays within the limit; a value in printable ASCII stays as it is.
 */
export function encodedWords(value: string): string {
  if (PRINTABLE_ASCII.test(value)) return value;
  const encoder = new TextEncoder();
  const words: string[] = [];
  let chunk = '';
  for (const char of value) {
    if (chunk && encoder.encode(chunk + char).length > WORD_BYTES) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${base64(encoder.encode(word))}?=`).join(' ');
}

function address(value: string): string {
  if (LINE_BREAKS_AND_CONTROLS.test(value)) throw new Error('Invalid mail address');
  return value;
}

/**
 * The header fields of a mail. Addresses with a line break and header names that are not
 * names are refused (ours, so a bug, never a reason to send). The subject is one line of
 * text: the providers take it as text and encode it themselves, so encoding it here would
 * show `=?UTF-8?B?...?=` to the reader. Extra headers are written into the message as they
 * are given, so their values are one line and RFC 2047-encoded when not ASCII.
 */
export function mailEnvelope(from: string, mail: OutgoingMail, extraHeaders: Record<string, string> = {}): MailEnvelope {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...(mail.headers ?? {}), ...extraHeaders })) {
    if (!FIELD_NAME.test(name)) throw new Error('Invalid mail header name');
    headers[name] = encodedWords(oneLine(value));
  }
  return { from: address(from), to: address(mail.to), subject: oneLine(mail.subject), headers };
}
