import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, type IcalEvent } from './ical';

const event = (overrides: Partial<IcalEvent> = {}): IcalEvent => ({
  slug: 'lumen-defi-summit-2026-07-01',
  name: 'Lumen DeFi Summit',
  kind: 'conference',
  format: 'in-person',
  region: 'europe',
  city: 'Lisbon',
  startsOn: '2026-07-01',
  endsOn: '2026-07-03',
  url: 'https://lumen.example/summit?a=1&b=2',
  description: 'Talks on lending.',
  sequence: 2,
  updatedAt: new Date('2026-06-01T12:34:56.789Z'),
  ...overrides,
});
const SITE = 'https://chainwork.example';

/** Parses with ical.js (a real RFC 5545 parser) and returns the VEVENTs. */
function parsedEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describe('buildCalendar', () => {
  it('parses as iCalendar with UID, DTSTAMP, all-day dates (DTEND exclusive) and the fields', () => {
    const text = buildCalendar([event()], { siteUrl: SITE });
    const [parsed] = parsedEvents(text);
    expect(parsed!.uid).toBe('lumen-defi-summit-2026-07-01@chainwork.example');
    expect(parsed!.summary).toBe('Lumen DeFi Summit');
    expect(parsed!.location).toBe('Lisbon, Europe');
    expect(parsed!.description).toBe('Talks on lending.\n\nhttps://lumen.example/summit?a=1&b=2');
    expect(parsed!.sequence).toBe(2);
    expect(parsed!.startDate.isDate).toBe(true);
    expect(parsed!.startDate.toString()).toBe('2026-07-01');
    expect(parsed!.endDate.toString()).toBe('2026-07-04');
    expect(parsed!.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-06-01T12:34:56Z');
    expect(parsed!.component.getFirstPropertyValue('url')).toBe('https://lumen.example/summit?a=1&b=2');
  });

  it('uses CRLF line endings only and folds every line at 75 octets, never inside a character', () => {
    const long = event({ name: `Ünïcödé ${'🎉 Hackathon, with; commas\\ and backslashes '.repeat(6)}`, description: 'ä'.repeat(300) });
    const text = buildCalendar([long], { siteUrl: SITE });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text).not.toContain('\uFFFD');
    const [parsed] = parsedEvents(text);
    expect(parsed!.summary).toBe(long.name);
    expect(parsed!.description).toBe(`${long.description}\n\n${long.url}`);
  });

  it('is a valid calendar with no events, and names a subscribed calendar', () => {
    const text = buildCalendar([], { siteUrl: SITE });
    expect(parsedEvents(text)).toEqual([]);
    expect(text).toContain('X-WR-CALNAME:Chainwork crypto events\r\n');
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:/);
  });

  it('says where online and hybrid events happen', () => {
    const [online, hybrid] = parsedEvents(
      buildCalendar(
        [event({ slug: 'a', format: 'online', region: 'online', city: '' }), event({ slug: 'b', format: 'hybrid', city: 'Berlin' })],
        { siteUrl: SITE },
      ),
    );
    expect(online!.location).toBe('Online');
    expect(hybrid!.location).toBe('Berlin, Europe and online');
  });
});

describe('text helpers', () => {
  it('escape TEXT per RFC 5545', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('leave short lines alone and start continuations with one space', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const folded = foldLine(`X:${'a'.repeat(200)}`).split('\r\n');
    expect(folded[0]).toHaveLength(75);
    expect(folded.slice(1).every((line) => line.startsWith(' ') && line.length <= 75)).toBe(true);
  });
});
