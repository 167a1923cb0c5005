import { describe, expect, it } from 'vitest';
import { markdownToPlainText, metaDescription } from './description';

describe('metaDescription', () => {
  it('keeps a description of exactly 155 characters', () => {
    const text = 'a'.repeat(155);
    expect(metaDescription(text)).toBe(text);
  });

  it('cuts a description of 156 characters to 152 plus an ellipsis', () => {
    const out = metaDescription('b'.repeat(156));
    expect(out).toBe(`${'b'.repeat(152)}...`);
    expect(out).toHaveLength(155);
  });

  it('folds whitespace before counting', () => {
    expect(metaDescription('  one\n\n two\tthree ')).toBe('one two three');
  });

  it('never splits an emoji into a lone surrogate', () => {
    const out = metaDescription('🚀'.repeat(200));
    expect(Array.from(out.slice(0, -3))).toHaveLength(152);
    expect(out.endsWith('...')).toBe(true);
    expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(out)).toBe(false);
  });
});

describe('markdownToPlainText', () => {
  it('drops markdown syntax and keeps link text', () => {
    const md = '## About us\n\nWe build **DeFi** at [Lumen](https://lumen.example).\n\n- Ship code\n- `review` PRs';
    expect(markdownToPlainText(md)).toBe('About us We build DeFi at Lumen. Ship code review PRs');
  });

  it('removes inline HTML tags', () => {
    expect(markdownToPlainText('Hi <script>alert(1)</script> there')).toBe('Hi alert(1) there');
  });
});
