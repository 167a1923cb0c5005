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

/** Every control character RFC 5545 forbids in a value (CONTROL: all C0 but HTAB, and DEL), and C1 as well. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/;

describe('control characters in user text', () => {
  const C0 = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).filter((ch) => !'\t\n\r'.includes(ch));
  const C1 = Array.from({ length: 32 }, (_, code) => String.fromCharCode(0x80 + code));
  const hostile = `a\u000bb\u000cc${C0.join('')}d\u007fe${C1.join('')}f`;

  it('drops VT, FF, every other C0 control, DEL and C1 from every value carrying user text; tab stays, line breaks become \\n', () => {
    const text = buildCalendar(
      [
        event({
          slug: `sum\u000bmit\u0085`,
          name: `Lumen\tDeFi ${hostile}`,
          city: `Lis\u000cbon\u009b`,
          description: `Talks\r\non\rlending ${hostile}\nend`,
          url: `https://lumen.example/\u000bsummit\u0085?a=1${C0.join('')}`,
        }),
      ],
      { siteUrl: SITE },
    );
    // CR only as part of a line ending, nothing else forbidden anywhere in the file.
    const withoutLineEnds = text.replace(/\r\n/g, '');
    expect(withoutLineEnds).not.toMatch(FORBIDDEN_CONTROL);
    const [parsed] = parsedEvents(text);
    expect(parsed!.uid).toBe('summit@chainwork.example');
    expect(parsed!.summary).toBe('Lumen\tDeFi abcdef');
    expect(parsed!.location).toBe('Lisbon, Europe');
    expect(parsed!.description).toBe('Talks\non\nlending abcdef\nend\n\nhttps://lumen.example/summit?a=1');
    expect(parsed!.component.getFirstPropertyValue('url')).toBe('https://lumen.example/summit?a=1');
  });

  it('escapeText drops them too, and a calendar name cannot carry them', () => {
    expect(escapeText(`x${hostile}\ty\rz`)).toBe('xabcdef\ty\\nz');
    const text = buildCalendar([], { siteUrl: SITE, name: `Events\u000b\u000c\u0085` });
    expect(text).toContain('X-WR-CALNAME:Events\r\n');
    expect(text.replace(/\r\n/g, '')).not.toMatch(FORBIDDEN_CONTROL);
  });
});

describe('text helpers', () => {
  it('escape TEXT per RFC 5545', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('fold between characters, never inside a UTF-8 sequence, wherever a 2-, 3- or 4-octet character meets the limit', () => {
    const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
    for (const ch of ['é', '€', '🎉'])
      for (let lead = 0; lead < 4; lead += 1) {
        const line = `DESCRIPTION:${'a'.repeat(lead)}${ch.repeat(60)}`;
        const bytes = new TextEncoder().encode(foldLine(line));
        // Split the octets at every fold (CRLF SPACE): each piece must be whole UTF-8 on its own and at most 75 octets with its space.
        const pieces: Uint8Array[] = [];
        let start = 0;
        for (let i = 0; i + 2 < bytes.length; i += 1)
          if (bytes[i] === 0x0d && bytes[i + 1] === 0x0a && bytes[i + 2] === 0x20) {
            pieces.push(bytes.subarray(start, i));
            start = i + 2;
            i += 2;
          }
        pieces.push(bytes.subarray(start));
        expect(pieces.length).toBeGreaterThan(1);
        for (const piece of pieces) {
          expect(piece.length).toBeLessThanOrEqual(75);
          expect(() => decoder.decode(piece)).not.toThrow();
        }
        expect(pieces.map((piece, i) => decoder.decode(i === 0 ? piece : piece.subarray(1))).join('')).toBe(line);
      }
  });

  it('leave short lines alone and start continuations with one space', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const folded = foldLine(`X:${'a'.repeat(200)}`).split('\r\n');
    expect(folded[0]).toHaveLength(75);
    expect(folded.slice(1).every((line) => line.startsWith(' ') && line.length <= 75)).toBe(true);
  });
});
