import type { Root } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { parseFragment } from 'parse5';

/**
 * An HTML fragment as a hast tree, parsed as `hast-util-from-html` parses it (parse5, scripting
 * off) but without source positions: nothing in an import reads them, and recording them was
 * about two thirds of the parse, the largest part of normalising a posting.
 */
export function htmlFragment(html: string): Root {
  return fromParse5(parseFragment(html, { scriptingEnabled: false })) as Root;
}
