/**
 * A small, strict, non-validating XML 1.0 parser for tests: it throws on anything that is
 * not well-formed (unbalanced or mismatched tags, a second root, raw `<` or a bad `&` in
 * text or attributes, a duplicate attribute, `--` in a comment, `]]>` in text, characters
 * XML forbids) and otherwise returns the element tree with text decoded. Workers have no
 * DOMParser, and a regex would prove nothing.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text and CDATA, decoded, concatenated. */
  text: string;
}

const NAME = /[A-Za-z_:][\w.:-]*/y;
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export class XmlError extends Error {}

export function parseXml(source: string): XmlElement {
  const bad = FORBIDDEN_CHAR.exec(source);
  if (bad) throw new XmlError(`character U+${bad[0].charCodeAt(0).toString(16)} is not allowed in XML`);
  let pos = 0;
  const fail = (message: string): never => { throw new XmlError(`${message} at offset ${pos}: ${JSON.stringify(source.slice(pos, pos + 30))}`); };
  const startsWith = (s: string) => source.startsWith(s, pos);
  const skipSpace = () => { while (pos < source.length && /\s/.test(source[pos]!)) pos += 1; };
  const name = (): string => {
    NAME.lastIndex = pos;
    const match = NAME.exec(source);
    if (!match) fail('expected a name');
    pos += match![0].length;
    return match![0];
  };
  const decode = (raw: string, where: string): string => raw.replace(/&([^;]*);|&/g, (whole, ref: string | undefined) => {
    if (ref === undefined) return fail(`bare & in ${where}`);
    if (ref in PREDEFINED) return PREDEFINED[ref]!;
    const code = /^#x([0-9a-fA-F]+)$/.exec(ref)?.[1] ? parseInt(ref.slice(2), 16) : /^#(\d+)$/.test(ref) ? parseInt(ref.slice(1), 10) : NaN;
    if (Number.isNaN(code)) return fail(`unknown entity &${ref}; in ${where}`);
    const char = String.fromCodePoint(code);
    if (FORBIDDEN_CHAR.test(char)) fail(`character reference ${whole} is not allowed`);
    return char;
  });
  const until = (end: string, what: string): string => {
    const at = source.indexOf(end, pos);
    if (at < 0) fail(`unterminated ${what}`);
    const body = source.slice(pos, at);
    pos = at + end.length;
    return body;
  };
  const misc = () => {
    for (;;) {
      skipSpace();
      if (startsWith('<!--')) { pos += 4; if (until('-->', 'comment').includes('--')) fail('"--" inside a comment'); }
      else if (startsWith('<?')) { pos += 2; until('?>', 'processing instruction'); }
      else return;
    }
  };

  const element = (): XmlElement => {
    if (!startsWith('<')) fail('expected an element');
    pos += 1;
    const el: XmlElement = { name: name(), attributes: {}, children: [], text: '' };
    for (;;) {
      const hadSpace = /\s/.test(source[pos] ?? '');
      skipSpace();
      if (startsWith('/>')) { pos += 2; return el; }
      if (startsWith('>')) { pos += 1; break; }
      if (!hadSpace) fail('expected whitespace before an attribute');
      const attr = name();
      if (attr in el.attributes) fail(`duplicate attribute ${attr}`);
      skipSpace();
      if (source[pos] !== '=') fail('expected =');
      pos += 1;
      skipSpace();
      const quote = source[pos];
      if (quote !== '"' && quote !== "'") fail('expected a quoted attribute value');
      pos += 1;
      const raw = until(quote!, 'attribute value');
      if (raw.includes('<')) fail('raw < in an attribute value');
      el.attributes[attr] = decode(raw, 'an attribute value');
    }
    for (;;) {
      if (pos >= source.length) fail(`unclosed <${el.name}>`);
      if (startsWith('</')) {
        pos += 2;
        const closing = name();
        if (closing !== el.name) fail(`</${closing}> closes <${el.name}>`);
        skipSpace();
        if (source[pos] !== '>') fail('expected >');
        pos += 1;
        return el;
      }
      if (startsWith('<![CDATA[')) { pos += 9; el.text += until(']]>', 'CDATA section'); continue; }
      if (startsWith('<!--')) { pos += 4; if (until('-->', 'comment').includes('--')) fail('"--" inside a comment'); continue; }
      if (startsWith('<?')) { pos += 2; until('?>', 'processing instruction'); continue; }
      if (startsWith('<')) { el.children.push(element()); continue; }
      const next = source.indexOf('<', pos);
      const raw = source.slice(pos, next < 0 ? source.length : next);
      if (raw.includes(']]>')) fail('"]]>" in text');
      el.text += decode(raw, 'text');
      pos += raw.length;
    }
  };

  if (startsWith('<?xml')) { pos += 5; until('?>', 'XML declaration'); }
  misc();
  const root = element();
  misc();
  if (pos !== source.length) fail('content after the root element');
  return root;
}

/** Every descendant element with this name, in document order. */
export function findAll(root: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const walk = (el: XmlElement) => { for (const child of el.children) { if (child.name === name) found.push(child); walk(child); } };
  walk(root);
  return found;
}

export function childText(el: XmlElement, name: string): string | undefined {
  return el.children.find((child) => child.name === name)?.text;
}
