import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '@chainwork/shared-config/html-escape';
import { canonicalLinkTag, descriptionMetaTag, globalAssignmentScriptTag, jsonLdScriptTag, titleTag } from './markup';
import { decodeEntities, inspectHtml } from '../../test/inspect-html';

// Strings biased towards what breaks HTML and inline scripts.
const hostileString = fc.oneof(
  fc.string(),
  fc.stringMatching(/^(<\/script>|<!--|-->|<script>|"|'|&|\u2028|\u2029|<\/title>|<|>|\\|[a-z ])*$/),
);

describe('markup', () => {
  it('escapes every attribute-significant character', () => {
    expect(descriptionMetaTag(`a&b"c'd<e>f`)).toBe('<meta name="description" content="a&amp;b&quot;c&#x27;d&lt;e&gt;f">');
  });

  it('builds canonical and description tags', () => {
    expect(canonicalLinkTag('https://x.example/a?b=1&c="2"')).toBe(
      '<link rel="canonical" href="https://x.example/a?b=1&amp;c=&quot;2&quot;">',
    );
    expect(descriptionMetaTag('Fast & "safe"')).toBe('<meta name="description" content="Fast &amp; &quot;safe&quot;">');
  });

  it('JSON in a script tag: one tag, no comment opener, no raw line separators, parses back', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(hostileString, hostileString), async (value) => {
        const html = `<head>${jsonLdScriptTag(value)}</head>`;
        expect((html.match(/<script/gi) ?? []).length).toBe(1);
        expect((html.match(/<\/script/gi) ?? []).length).toBe(1);
        expect(html).not.toContain('<!--');
        expect(html).not.toMatch(/[\u2028\u2029]/);
        const page = await inspectHtml(html);
        expect(JSON.parse(page.ldJson[0]!)).toEqual(value);
      }),
      { numRuns: 150 },
    );
  });

  it('attributes and titles survive any text as one element with the same value', async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, async (text) => {
        const page = await inspectHtml(`<head>${titleTag(text)}${descriptionMetaTag(text)}${canonicalLinkTag(text)}</head>`);
        expect(page.headOrder).toEqual(['title', 'meta[name=description]', 'link[rel=canonical]']);
        expect(page.title).toBe(text);
        expect(page.descriptions).toEqual([text]);
        expect(page.canonicals).toEqual([text]);
      }),
      { numRuns: 150 },
    );
  });

  it('assigns a global from JSON that stays inside its tag', () => {
    const tag = globalAssignmentScriptTag('__CHAINWORK__', { a: '</script><!--\u2028' });
    expect(tag).toBe('<script>window.__CHAINWORK__={"a":"\\u003c/script\\u003e\\u003c!--\\u2028"};</script>');
    expect(() => globalAssignmentScriptTag('x;alert(1)', {})).toThrow();
  });

  it('counts comment nodes, not comment-like attribute text (test helper sanity)', async () => {
    expect((await inspectHtml('<head><!-- x --><meta content="<!--"></head>')).comments).toBe(1);
  });

  it('decodes what it encodes (test helper sanity)', () => {
    expect(decodeEntities(escapeHtml(`<&>"'`))).toBe(`<&>"'`);
  });
});
