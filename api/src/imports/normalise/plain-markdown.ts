import type { ElementContent, Root } from 'hast';

/**
 * The common description written straight from the cleaned tree (html-tree.ts): paragraphs,
 * headings and flat lists of plain words, with bold, italic and links. The answer is the very
 * text hast -> mdast -> markdown -> sanitiser writes for such a tree (a test holds the two
 * equal), without the three passes that were most of the normaliser's time. Anything else
 * (a character markdown could read as markup, nesting, tables, breaks, a link written as an
 * autolink...) answers null and takes that full path.
 */
export function plainMarkdown(tree: Root): string | null {
  const blocks: string[] = [];
  let lastWasList = false;
  for (const node of tree.children) {
    if (node.type === 'text') {
      if (!BLANK.test(node.value)) return null;
      continue;
    }
    if (node.type !== 'element') return null;
    const { tagName } = node;
    let block: string | null;
    if (tagName === 'p') block = lineOf(node.children);
    else if (HEADING.test(tagName)) {
      const line = lineOf(node.children);
      block = line === null ? null : `${'#'.repeat(Number(tagName[1]))} ${line}`;
    } else if (tagName === 'ul' || tagName === 'ol') {
      // Two lists in a row are written with a changed bullet or a separator: the full path knows how.
      if (lastWasList || (tagName === 'ol' && node.properties.start !== undefined)) return null;
      block = listOf(node.children, tagName === 'ol');
    } else return null;
    if (block === null) return null;
    blocks.push(block);
    lastWasList = tagName === 'ul' || tagName === 'ol';
  }
  return blocks.join('\n\n');
}

const BLANK = /^[ \t\n\r\f]*$/;
const HEADING = /^h[1-6]$/;
/** Words and the punctuation markdown never reads as markup inside a line (no \ * _ [ ] < > & ! ` # | ~). */
const PLAIN = /^[\p{L}\p{N} .,;:'"()?/$%@+=’‘“”–—…€£-]*$/u;
const WORD_EDGE = /[\p{L}\p{N}]/u;
/** A link target written as is: no spaces, parentheses, angle brackets, ampersands or backslashes. */
const PLAIN_URL = /^[A-Za-z0-9\-._~:/?#@%+=,;]+$/;
/** A line starting "1." or "1)" would be a list item. */
const LIST_START = /^\d+[.)]/;
/** What may follow a closing ** or _ (their meaning depends on the next character). */
const AFTER_ATTENTION = new Set(['', ' ', '.', ',', ';', ':', ']']);

function listOf(children: ElementContent[], ordered: boolean): string | null {
  const items: string[] = [];
  for (const child of children) {
    if (child.type === 'text' && BLANK.test(child.value)) continue;
    if (child.type !== 'element' || child.tagName !== 'li') return null;
    const line = lineOf(child.children);
    if (line === null) return null;
    items.push(`${ordered ? `${items.length + 1}.` : '-'} ${line}`);
  }
  return items.length ? items.join('\n') : null;
}

/** One block's inline content as one line, whitespace collapsed as the HTML renders it; null when not plain. */
function lineOf(children: ElementContent[]): string | null {
  const line = { text: '', closers: [] as number[] };
  if (!inline(children, line, 0)) return null;
  const text = line.text.endsWith(' ') ? line.text.slice(0, -1) : line.text;
  if (text === '' || !WORD_EDGE.test(text[0]!) || LIST_START.test(text)) {
    // A line may open with bold, italic or a link whose first character is a word's.
    if (!/^(\*\*|_|\[)[\p{L}\p{N}]/u.test(text)) return null;
  }
  for (const at of line.closers) if (!AFTER_ATTENTION.has(text.charAt(at))) return null;
  return text;
}

interface Line {
  text: string;
  /** Where the text after each closing ** or _ begins. */
  closers: number[];
}

function inline(children: ElementContent[], line: Line, depth: number): boolean {
  for (const child of children) {
    if (child.type === 'text') {
      if (!PLAIN.test(child.value.replace(/[\t\n\r\f]/g, ' '))) return false;
      for (const char of child.value.replace(/[ \t\n\r\f]+/g, ' '))
        if (char !== ' ' || (line.text !== '' && !line.text.endsWith(' '))) line.text += char;
      continue;
    }
    if (child.type !== 'element') return false;
    const { tagName, properties } = child;
    if (tagName === 'span') {
      if (!inline(child.children, line, depth)) return false;
      continue;
    }
    const marker = tagName === 'strong' || tagName === 'b' ? '**' : tagName === 'em' || tagName === 'i' ? '_' : null;
    if (marker === null && tagName !== 'a') return false;
    // Bold or italic inside a link, nothing deeper.
    if (depth > 0 && (marker === null || depth > 1)) return false;
    const before = line.text.slice(-1);
    if (before !== '' && before !== ' ') return false;
    const inner: Line = { text: '', closers: [] };
    if (!inline(child.children, inner, depth + 1)) return false;
    const words = inner.text;
    if (words === '' || !WORD_EDGE.test(words[0]!) || !WORD_EDGE.test(words.at(-1)!)) return false;
    const offset = line.text.length + (marker ?? '[').length;
    if (marker !== null) {
      line.text += `${marker}${words}${marker}`;
      line.closers.push(line.text.length);
      continue;
    }
    const href = String(properties.href ?? '');
    if (!PLAIN_URL.test(href) || properties.title != null || href === words || href === `mailto:${words}`) return false;
    line.closers.push(...inner.closers.map((at) => at + offset));
    line.text += `[${words}](${href})`;
  }
  return true;
}
