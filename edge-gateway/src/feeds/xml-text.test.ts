import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeXml, xmlSafe } from '@chainwork/shared-config/xml-text';
import { parseXml } from '../../test/xml';

describe('XML text', () => {
  it('drops characters XML cannot carry and breaks up CDATA terminators', () => {
    expect(xmlSafe('a\u0000b\u001Fc\uFFFEd\uD800e')).toBe('abcde');
    expect(xmlSafe('x]]>y]]>')).toBe('x]] >y]] >');
    expect(xmlSafe('tab\tnewline\n\u{1F680}')).toBe('tab\tnewline\n\u{1F680}');
  });

  it('escapes so that any string is one text node and one attribute', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const root = parseXml(`<a t="${escapeXml(text)}">${escapeXml(text)}</a>`);
        expect(root.textContent).toBe(xmlSafe(text));
        expect(root.getAttribute('t')).toBe(xmlSafe(text));
      }),
      { numRuns: 300 },
    );
  });
});
