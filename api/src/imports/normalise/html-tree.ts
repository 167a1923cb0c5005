import type { Element, ElementContent, Root, RootContent } from 'hast';
import { htmlFragment } from './html-fragment';
import { toText } from 'hast-util-to-text';
import { JOB_MARKDOWN_RULES } from '@chainwork/shared-config';

/** What a description never shows: code, styles, embedded and loaded content, forms. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'img',
  'picture',
  'video',
  'audio',
  'source',
  'track',
  'svg',
  'math',
  'canvas',
  'noscript',
  'template',
  'form',
  'input',
  'select',
  'textarea',
  'button',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'dialog',
]);

/** Nesting deeper than this keeps only its text: real descriptions nest a few levels, hostile ones thousands. */
const MAX_DEPTH = 40;
/** Provider HTML beyond this is not read (the markdown is capped far below it anyway). */
const MAX_HTML = 500_000;

function element(tagName: string, children: ElementContent[]): Element {
  return { type: 'element', tagName, properties: {}, children };
}

/**
 * One node made safe for markdown: dropped, or its children cleaned. Tables become a paragraph a
 * row (posted descriptions have no tables), struck-out text plain text (no strikethrough either).
 */
function clean(node: RootContent, depth: number): ElementContent[] {
  if (node.type === 'comment' || node.type === 'doctype') return [];
  if (node.type !== 'element') return [node];
  if (DROPPED.has(node.tagName)) return [];
  if (depth > MAX_DEPTH) return [{ type: 'text', value: toText(node) }];
  const children = node.children.flatMap((child) => clean(child, depth + 1));
  switch (node.tagName) {
    case 'table':
    case 'thead':
    case 'tbody':
    case 'tfoot':
      return [element('div', children)];
    case 'tr': {
      const cells = children.filter((child) => child.type !== 'text' || child.value.trim() !== '');
      return [
        element(
          'p',
          cells.flatMap((cell, i) => (i === 0 ? [cell] : [{ type: 'text', value: ' · ' }, cell])),
        ),
      ];
    }
    case 'td':
    case 'th':
    case 'del':
    case 's':
    case 'strike':
    case 'caption':
      return [element('span', children)];
    case 'a':
      // A link the job page would not follow keeps only its words, here, before any markdown is
      // written: a link whose words span blocks would otherwise leave its target behind as text.
      return JOB_MARKDOWN_RULES.urlTransform(String(node.properties.href ?? '')) === ''
        ? [element('span', children)]
        : [{ ...node, children }];
    default:
      return [{ ...node, children }];
  }
}

function parsed(html: string): Root {
  const tree = htmlFragment(html);
  return { type: 'root', children: tree.children.flatMap((child) => clean(child, 0)) };
}

/**
 * Provider HTML parsed as a browser would (no DOM: parse5), with everything a description never
 * shows removed. Markup nested deeper than the parser's recursion can follow (thousands of
 * levels, only ever hostile) is read as its text alone.
 */
export function descriptionTree(html: string): Root {
  const bounded = html.slice(0, MAX_HTML);
  try {
    return parsed(bounded);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return parsed(bounded.replace(/<[^>]*>?/g, ' '));
  }
}

/** The words of a cleaned tree, a line per block, for reading pay and skills. */
export function treeText(tree: Root): string {
  return toText(tree);
}
