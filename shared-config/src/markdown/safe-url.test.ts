import { describe, expect, it } from 'vitest';
import { safeMarkdownUrl } from './safe-url';

describe('safeMarkdownUrl', () => {
  it.each(['https://acme.example/jobs?id=1#apply', 'http://acme.example', 'mailto:jobs@acme.example'])('keeps %s', (url) =>
    expect(safeMarkdownUrl(url)).toBe(url),
  );

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '/admin',
    '//evil.example',
    '#top',
    '',
  ])('refuses %j', (url) => expect(safeMarkdownUrl(url)).toBe(''));
});
