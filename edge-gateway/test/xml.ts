/**
 * XML for the feed tests, checked by libraries rather than by hand: fast-xml-parser's
 * validator and @xmldom/xmldom's parser (every warning and error of it fatal) each refuse
 * what the other lets through (a bare `&` followed by a space; `<` inside an attribute),
 * and neither checks XML 1.0's Char production, so one regex does. Tests read the tree
 * through the DOM (`tagName`, `getAttribute`, `textContent`).
 */
import { DOMParser, type Element } from '@xmldom/xmldom';
import { XMLValidator } from 'fast-xml-parser';

export class XmlError extends Error {}

/** XML 1.0's Char production. */
const isXmlChar = (c: number) =>
  c === 0x9 || c === 0xa || c === 0xd || (c >= 0x20 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd) || (c >= 0x10000 && c <= 0x10ffff);

/** A character, or a character reference, that XML cannot carry. */
function forbiddenCharacter(source: string): string | undefined {
  // for...of walks code points; a lone surrogate comes out alone, and is not a Char.
  for (const char of source) if (!isXmlChar(char.codePointAt(0)!)) return `U+${char.codePointAt(0)!.toString(16)}`;
  for (const [reference, hex, decimal] of source.matchAll(/&#(?:x([0-9a-fA-F]+)|(\d+));/g)) {
    if (!isXmlChar(hex === undefined ? Number(decimal) : parseInt(hex, 16))) return reference;
  }
  return undefined;
}

/** The document element of well-formed XML; throws XmlError for anything else. */
export function parseXml(source: string): Element {
  const bad = forbiddenCharacter(source);
  if (bad) throw new XmlError(`${bad} is not allowed in XML`);
  const valid = XMLValidator.validate(source);
  if (valid !== true) throw new XmlError(`${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})`);
  const parser = new DOMParser({
    onError: (level, message) => {
      throw new XmlError(`${level}: ${message.split('\n')[0]}`);
    },
  });
  let root: Element | null;
  try {
    root = parser.parseFromString(source, 'text/xml').documentElement;
  } catch (error) {
    // xmldom wraps what onError throws in its own ParseError.
    throw new XmlError(error instanceof Error ? error.message : String(error));
  }
  if (!root) throw new XmlError('no document element');
  return root;
}

export function findAll(root: Element, name: string): Element[] {
  return Array.from(root.getElementsByTagName(name));
}

/** The text of the first child element called `name`, or undefined. */
export function childText(element: Element, name: string): string | undefined {
  return (
    Array.from(element.childNodes).find(
      (node): node is Element => node.nodeType === node.ELEMENT_NODE && (node as Element).tagName === name,
    )?.textContent ?? undefined
  );
}
