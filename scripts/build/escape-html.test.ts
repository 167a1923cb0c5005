import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes what could end an attribute or open a tag', () => {
    expect(escapeHtml(`Jobs & "more" <b>'x'</b>`)).toBe('Jobs &amp; &quot;more&quot; &lt;b&gt;&#39;x&#39;&lt;/b&gt;');
  });
});
