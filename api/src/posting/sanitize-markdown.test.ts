import { describe, expect, it } from 'vitest';
import { sanitizeJobMarkdown } from './sanitize-markdown';

describe('sanitizeJobMarkdown', () => {
  it('keeps ordinary markdown as written', () => {
    const md =
      '## About us\n\nWe build **lending** markets.\n\n- Write [Solidity](https://soliditylang.org)\n- Mail [us](mailto:jobs@acme.example)';
    expect(sanitizeJobMarkdown(md)).toBe(md);
  });

  it('removes raw HTML, inline and block', () => {
    expect(sanitizeJobMarkdown('Hello <img src=x onerror=alert(1)> world')).toBe('Hello  world');
    expect(sanitizeJobMarkdown('Intro\n\n<script>alert(1)</script>\n\nOutro')).toBe('Intro\n\n\n\nOutro');
  });

  it('keeps only the words of a link the page would not follow', () => {
    expect(sanitizeJobMarkdown('Click [*here*](javascript:alert(1)) now')).toBe('Click *here* now');
    expect(sanitizeJobMarkdown('See <javascript:alert(1)>')).toBe('See javascript:alert(1)');
    expect(sanitizeJobMarkdown('A [relative](/admin) link')).toBe('A relative link');
  });

  it('drops reference definitions with unsafe targets', () => {
    expect(sanitizeJobMarkdown('[x][ref]\n\n[ref]: data:text/html,hi')).toBe('x');
  });
});
