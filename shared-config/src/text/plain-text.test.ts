import { describe, expect, it } from 'vitest';
import { LINE_BREAKS_AND_CONTROLS, multiLineText, PLAIN_TEXT_MESSAGE, SINGLE_LINE_MESSAGE, singleLineText } from './plain-text';

const issues = (result: { error?: { issues: Array<{ message: string }> } }) => (result.error?.issues ?? []).map((issue) => issue.message);

describe('one-line and multi-line text', () => {
  it.each([
    ['CR LF', 'Engineer X\r\nBcc: victim@example.net'],
    ['LF', 'a\nb'],
    ['CR', 'a\rb'],
    ['TAB', 'a\tb'],
    ['NUL', 'a\u0000b'],
    ['ESC', 'a\u001bb'],
    ['DEL', 'a\u007fb'],
    ['NEL (C1)', 'a\u0085b'],
    ['the line separator', 'a\u2028b'],
    ['the paragraph separator', 'a\u2029b'],
  ])('one line refuses %s', (_name, value) => {
    expect(issues(singleLineText().safeParse(value))).toEqual([SINGLE_LINE_MESSAGE]);
  });

  it('one line keeps every other character and trims', () => {
    expect(singleLineText().parse('  Rust Engineer — Zürich, 東京 🚀 \r\n')).toBe('Rust Engineer — Zürich, 東京 🚀');
    expect(singleLineText().min(3).max(5).safeParse('ab').success).toBe(false);
  });

  it('multi-line keeps line breaks and tabs, refuses the other controls', () => {
    expect(multiLineText().parse('Line one\r\n\tLine two\u2028')).toBe('Line one\r\n\tLine two');
    for (const value of ['a\u0000b', 'a\u0007b', 'a\u000bb', 'a\u000cb', 'a\u001bb', 'a\u007fb', 'a\u0085b'])
      expect(issues(multiLineText().safeParse(value))).toEqual([PLAIN_TEXT_MESSAGE]);
  });

  it('names the characters a one-line value never holds, for code that must strip them', () => {
    expect('a\r\nb\tc\u2028d\u0085e'.replace(new RegExp(LINE_BREAKS_AND_CONTROLS.source, 'g'), ' ')).toBe('a  b c d e');
    expect(LINE_BREAKS_AND_CONTROLS.test('Rust Engineer — Zürich')).toBe(false);
    expect(LINE_BREAKS_AND_CONTROLS.test('a\nb')).toBe(true);
  });
});
