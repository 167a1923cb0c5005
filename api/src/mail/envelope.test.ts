import { describe, expect, it } from 'vitest';
import { encodedWords, mailEnvelope, oneLine } from './envelope';

/** Decodes `=?UTF-8?B?...?=` words the way a mail client does (whitespace between words dropped). */
function decode(value: string): string {
  const words = value.split(' ').map((word) => /^=\?UTF-8\?B\?([A-Za-z0-9+/=]+)\?=$/.exec(word)?.[1]);
  const bytes = words.flatMap((word) => [...atob(word!)].map((c) => c.charCodeAt(0)));
  return new TextDecoder().decode(new Uint8Array(bytes));
}

describe('mail header values', () => {
  it('keep printable ASCII as it is', () => {
    expect(encodedWords('<https://chainwork.example/u?token=abc>')).toBe('<https://chainwork.example/u?token=abc>');
  });

  it('encode other text as RFC 2047 words of at most 75 characters, split between characters', () => {
    const value = `Zürich ${'🚀東京é'.repeat(20)} café`;
    const encoded = encodedWords(value);
    expect(encoded).toMatch(/^[ -~]+$/);
    for (const word of encoded.split(' ')) expect(word.length).toBeLessThanOrEqual(75);
    expect(decode(encoded)).toBe(value);
  });

  it('put every value on one line', () => {
    expect(oneLine(' a\r\n\r\nb\tc\u0000d\u2029e ')).toBe('a b c d e');
    const envelope = mailEnvelope('Chainwork <hello@chainwork.example>', {
      to: 'ada@example.com',
      subject: 'Job\r\n\r\n<html>',
      html: '',
      text: '',
      kind: 'test',
      headers: { 'X-A': 'b\nc' },
    });
    expect(envelope).toEqual({
      from: 'Chainwork <hello@chainwork.example>',
      to: 'ada@example.com',
      subject: 'Job <html>',
      headers: { 'X-A': 'b c' },
    });
  });

  it('refuse a sender with a line break', () => {
    expect(() =>
      mailEnvelope('a@b.example\r\nBcc: c@d.example', { to: 'x@y.example', subject: '', html: '', text: '', kind: 't' }),
    ).toThrow('Invalid mail address');
  });
});
