/**
 * iCalendar (RFC 5545) for the events calendar: the whole feed at
 * `/resources/crypto-events.ics` and one event per file for "Add to calendar".
 * What the RFC asks and calendar apps check: CRLF line endings, lines folded at 75 octets
 * (never inside a UTF-8 character), TEXT values escaped, a UID and a DTSTAMP per event, and
 * no control character in a value but a tab (3.3.11): every value that carries user text goes
 * through `escapeText` (TEXT) or `uriValue` (URI), which drop the rest.
 * Events are all-day: DTSTART/DTEND are DATE values, DTEND the day after the last day.
 */
import { SITE_NAME } from '@chainwork/shared-config';
import { EVENT_KIND_TERMS, EVENT_REGION_TERMS, termLabel } from '@chainwork/shared-config/content';
import { DAY_MS } from '@chainwork/shared-config/time';

export interface IcalEvent {
  slug: string;
  name: string;
  kind: string;
  format: string;
  region: string;
  city: string;
  startsOn: string;
  endsOn: string;
  url: string;
  description: string;
  sequence: number;
  updatedAt: Date;
}

export const CALENDAR_NAME = `${SITE_NAME} crypto events`;
export const PRODUCT_ID = `-//${SITE_NAME}//Crypto Events//EN`;
/** How often subscribers are asked to refresh (RFC 7986), as a hint. */
export const REFRESH_INTERVAL = 'PT12H';

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * Control characters no value may hold (RFC 5545 3.1, CONTROL: C0 but HTAB, and DEL), and C1
 * too: the grammar lets them through as non-ASCII, but NEL (U+0085) breaks lines for some
 * readers and none of them is text. CR and LF are left to the escaping, which makes them `\n`.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const withoutControls = (value: string) => value.replace(FORBIDDEN_CONTROLS, '');

/** TEXT (RFC 5545 3.3.11): forbidden controls dropped; backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return withoutControls(value)
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds one content line at 75 octets; continuation lines start with a space (which counts). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 2026-06-01 -> 20260601 */
const dateValue = (day: string) => day.replace(/-/g, '');
/** A UTC DATE-TIME: 20260601T120000Z */
const dateTimeValue = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
/** URIs carry no TEXT escaping, and no control character at all (not even a tab or a line break). */
const uriValue = (url: string) => withoutControls(url).replace(/[\t\r\n]/g, '');

function eventLines(event: IcalEvent, host: string): string[] {
  const where =
    event.format === 'online'
      ? 'Online'
      : [event.city, termLabel(EVENT_REGION_TERMS, event.region)].filter(Boolean).join(', ') +
        (event.format === 'hybrid' ? ' and online' : '');
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(`${event.slug}@${host}`)}`,
    `DTSTAMP:${dateTimeValue(event.updatedAt)}`,
    `LAST-MODIFIED:${dateTimeValue(event.updatedAt)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART;VALUE=DATE:${dateValue(event.startsOn)}`,
    `DTEND;VALUE=DATE:${dateValue(dayAfter(event.endsOn))}`,
    `SUMMARY:${escapeText(event.name)}`,
    `DESCRIPTION:${escapeText(`${event.description}\n\n${event.url}`)}`,
    `LOCATION:${escapeText(where)}`,
    `CATEGORIES:${escapeText(termLabel(EVENT_KIND_TERMS, event.kind))}`,
    `URL:${uriValue(event.url)}`,
    'STATUS:CONFIRMED',
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** A VCALENDAR with the given events; `name` titles a subscribed calendar. */
export function buildCalendar(events: readonly IcalEvent[], options: { siteUrl: string; name?: string }): string {
  const host = new URL(options.siteUrl).host;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(options.name ?? CALENDAR_NAME)}`,
    `X-WR-CALNAME:${escapeText(options.name ?? CALENDAR_NAME)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH_INTERVAL}`,
    `X-PUBLISHED-TTL:${REFRESH_INTERVAL}`,
    ...events.flatMap((event) => eventLines(event, host)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
