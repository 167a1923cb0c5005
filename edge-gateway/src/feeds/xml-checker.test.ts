// The tests' XML checking must itself refuse broken XML, or the feed tests prove nothing.
import { describe, expect, it } from 'vitest';
import { XmlError, childText, findAll, parseXml } from '../../test/xml';

describe("the tests' XML checking", () => {
  it('parses a document with a declaration, attributes, entities, CDATA and comments', () => {
    const root = parseXml(
      '<?xml version="1.0"?>\n<!-- c --><a x="1 &amp; 2"><b>x &lt; y &#x2764; &#65;</b><b><![CDATA[<raw> & ]]></b><c/></a>\n',
    );
    expect(root.tagName).toBe('a');
    expect(root.getAttribute('x')).toBe('1 & 2');
    expect(findAll(root, 'b').map((b) => b.textContent)).toEqual(['x < y \u2764 A', '<raw> & ']);
    expect(childText(root, 'c')).toBe('');
  });

  // Neither library looks for `]]>` in text; the feeds never write it (xmlSafe breaks it up: xml-text.test.ts).
  it.each([
    ['<a><b></a></b>', 'mismatched'],
    ['<a>', 'unclosed'],
    ['<a></a><b></b>', 'second root'],
    ['<a>1 < 2</a>', 'raw <'],
    ['<a>fish & chips</a>', 'bare &'],
    ['<a>&nbsp;</a>', 'unknown entity'],
    ['<a x="1" x="2"/>', 'duplicate attribute'],
    ['<a x="<"/>', '< in attribute'],
    ['<a x=1/>', 'unquoted attribute'],
    ['<a><!-- a -- b --></a>', '-- in comment'],
    ['<a>\u0001</a>', 'control character'],
    ['<a>&#1;</a>', 'control character reference'],
    ['<a x="1"y="2"/>', 'attributes without space'],
  ])('refuses %j (%s)', (source) => {
    expect(() => parseXml(source)).toThrow(XmlError);
  });
});
