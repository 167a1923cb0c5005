/**
 * Whether an SVG document is a plain picture, read with a real XML parser (saxes, with
 * namespaces): every element and attribute is resolved to (namespace URI, local name), as
 * a browser resolves it, and must be in the allowlist (svg-allowlist.ts). So a prefix bound
 * to the SVG namespace (`<x:script>`), another namespace (`<h:script>` in XHTML) or a
 * prefix bound to xlink (`y:href`) is judged by what it is, not by how it is spelled, and
 * entities (`jav&#x61;script:`) are decoded before anything is judged. Also refused:
 * markup that is not well-formed XML 1.0, a DOCTYPE (entities), any processing instruction
 * (`<?xml-stylesheet?>`), an encoding other than UTF-8 (the bytes were read as UTF-8; a
 * browser would read them as declared), CSS that is not inert (inert-css.ts), an href that
 * is not a `#fragment` of the file, and a `use` of something that uses again (nested uses
 * multiply, so a few kilobytes could take a viewer's tab down).
 *
 * Nothing is repaired: a logo that needs sanitising is refused whole, and the employer
 * exports it again. The file stored is the file checked, byte for byte, so no serialiser
 * can differ from the parser that judged it. It is also served under a CSP that runs nothing.
 */
import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes';
import { isInertCss } from './inert-css';
import {
  CSS_ATTRIBUTES,
  DATA_ATTRIBUTE,
  LOCAL_FRAGMENT,
  SVG_ELEMENTS,
  SVG_NS,
  TEXT_ATTRIBUTES,
  XLINK_NS,
  XML_ATTRIBUTES,
  XML_NS,
  XMLNS_NS,
} from './svg-allowlist';

/** Thrown from the parser's handlers to stop at the first thing refused. */
class Refused extends Error {}
const refuse = (): never => {
  throw new Refused();
};

function checkAttribute({ uri, local, value }: SaxesAttributeNS): void {
  if (uri === XMLNS_NS) return; // a namespace declaration: what it binds is judged where it is used
  if (uri === XLINK_NS && local === 'href') return void (LOCAL_FRAGMENT.test(value) || refuse());
  if (uri === XML_NS && XML_ATTRIBUTES.has(local)) return;
  if (uri !== '') return refuse();
  if (local === 'href') return void (LOCAL_FRAGMENT.test(value) || refuse());
  if (TEXT_ATTRIBUTES.has(local) || DATA_ATTRIBUTE.test(local)) return;
  if (!CSS_ATTRIBUTES.has(local) || !isInertCss(value)) refuse();
}

interface Open {
  id: string | undefined;
  /** This element is a `use`, or has one inside it. */
  uses: boolean;
  isStyle: boolean;
}

/** The ids a `use` names (its href and xlink:href, both already checked to be `#id`). */
const targetsOf = (tag: SaxesTagNS) =>
  Object.values(tag.attributes)
    .filter((a) => a.local === 'href' && (a.uri === '' || a.uri === XLINK_NS))
    .map((a) => a.value.slice(1));

export function isSafeSvg(text: string): boolean {
  const parser = new SaxesParser({ xmlns: true, position: false, forceXMLVersion: true, defaultXMLVersion: '1.0' });
  const open: Open[] = [];
  const usedIds = new Set<string>();
  const idsThatUse = new Set<string>();
  let style = '';
  let sawRoot = false;

  parser.on('error', refuse);
  parser.on('doctype', refuse);
  parser.on('processinginstruction', refuse);
  parser.on('xmldecl', ({ version, encoding }) => {
    if (version !== '1.0' || (encoding !== undefined && encoding.toLowerCase() !== 'utf-8')) refuse();
  });
  parser.on('opentag', (tag) => {
    if (tag.uri !== SVG_NS || !SVG_ELEMENTS.has(tag.local) || (!sawRoot && tag.local !== 'svg')) refuse();
    // A style sheet is text only: no element inside it to carry text past the CSS check.
    if (open.at(-1)?.isStyle) refuse();
    sawRoot = true;
    for (const attribute of Object.values(tag.attributes)) checkAttribute(attribute);
    const isUse = tag.local === 'use';
    if (isUse) {
      for (const id of targetsOf(tag)) usedIds.add(id);
      for (const ancestor of open) ancestor.uses = true;
    }
    open.push({ id: tag.attributes.id?.value, uses: isUse, isStyle: tag.local === 'style' });
  });
  const collect = (data: string) => {
    if (open.at(-1)?.isStyle) style += data;
  };
  parser.on('text', collect);
  parser.on('cdata', collect);
  parser.on('closetag', () => {
    const element = open.pop()!;
    if (element.id !== undefined && element.uses) idsThatUse.add(element.id);
    if (element.isStyle) {
      if (!isInertCss(style)) refuse();
      style = '';
    }
  });

  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof Refused) return false;
    throw error;
  }
  return sawRoot && ![...usedIds].some((id) => idsThatUse.has(id));
}
