import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape';

describe('escapeHtml', () => {
  it('writes the five characters that end text or a quoted attribute as references, as React does', () => {
    expect(escapeHtml(`<script>"a" & 'b'</script>`)).toBe('&lt;script&gt;&quot;a&quot; &amp; &#x27;b&#x27;&lt;/script&gt;');
  });

  it('escapes an ampersand once, so a reference in the text shows as written', () => {
    expect(escapeHtml('&amp; &lt;')).toBe('&amp;amp; &amp;lt;');
  });

  it('leaves every other character as it is', () => {
    const plain = 'Rust – Solidity · “remote” ☕ \u2028 = / `';
    expect(escapeHtml(plain)).toBe(plain);
  });
});
