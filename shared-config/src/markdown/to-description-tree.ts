/**
 * @chainwork/shared-config/markdown-tree: a job description's markdown converted to the
 * tree its page renders (`description-tree.ts`). Not a shared singleton: the api bundles it
 * (it renders `descriptionTree` at read time) and so does the posting form's live preview,
 * a lazy page; the job page itself only renders trees and ships no parser.
 *
 * Built the way react-markdown renders: CommonMark parsed by mdast-util-from-markdown,
 * turned into HTML's tree by mdast-util-to-hast, then walked into the allowed elements.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';
import {
  DESCRIPTION_MAX_DEPTH,
  DESCRIPTION_TAGS,
  type DescriptionElement,
  type DescriptionNode,
  type DescriptionTag,
  type DescriptionTree,
} from './description-tree';
import { JOB_MARKDOWN_RULES } from './job-markdown';

export * from './description-tree';

type HastNode = ReturnType<typeof toHast>;
type HastParent = Extract<HastNode, { type: 'root' | 'element' }>;
type HastElement = Extract<HastNode, { type: 'element' }>;
type HastChild = HastParent['children'][number];

const ALLOWED = new Set<string>(DESCRIPTION_TAGS);
const isDescriptionTag = (tag: string): tag is DescriptionTag => ALLOWED.has(tag);

/** Elements whose children are only blocks: text between them is layout whitespace. */
const FLOW_CONTAINERS = new Set(['ul', 'ol', 'blockquote']);
const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'hr']);
/** HTML's whitespace (a no-break space is not: it renders). */
const LAYOUT_WHITESPACE = /^[ \t\n\r\f]*$/;

/**
 * A job description's markdown as the tree its page renders, by JOB_MARKDOWN_RULES: raw
 * HTML dropped (react-markdown's `skipHtml`), link targets through `safeMarkdownUrl` (an
 * unsafe one leaves the words alone), images as their alt text, `#` headings as `h2`.
 * Markdown nested too deep for the parser's recursion (a hostile `>>>>…` of thousands) is
 * shown as its plain text, paragraph by paragraph, rather than failing the page.
 *
 * @example
 * markdownToDescriptionTree('# Role\n\nBuild **rollups**. [Apply](javascript:x)')
 * // [{ t: 'h2', c: ['Role'] }, { t: 'p', c: ['Build ', { t: 'strong', c: ['rollups'] }, '. ', { t: 'a', c: ['Apply'] }] }]
 */
export function markdownToDescriptionTree(markdown: string): DescriptionTree {
  let hast: HastNode;
  try {
    hast = toHast(fromMarkdown(markdown), { allowDangerousHtml: !JOB_MARKDOWN_RULES.skipHtml });
  } catch (error) {
    if (error instanceof RangeError) return plainParagraphs(markdown);
    throw error;
  }
  return hast.type === 'root' ? convertChildren(hast, 0) : [];
}

function convertChildren(parent: HastParent, depth: number): DescriptionNode[] {
  const out: DescriptionNode[] = [];
  const children = parent.children;
  children.forEach((child, index) => {
    if (child.type === 'text' || child.type === 'raw') {
      if (LAYOUT_WHITESPACE.test(child.value) && betweenBlocks(parent, children, index)) return;
      append(out, child.value);
    } else if (child.type === 'element') {
      for (const node of convertElement(child, depth + 1)) append(out, node);
    }
    // Comments and doctypes never come from markdown; nothing to show either way.
  });
  return out;
}

function convertElement(element: HastElement, depth: number): DescriptionNode[] {
  if (depth > DESCRIPTION_MAX_DEPTH) return [textInside(element)];
  const tag = element.tagName === 'h1' ? 'h2' : element.tagName;
  // Not something CommonMark makes; its content still shows.
  if (!isDescriptionTag(tag)) return convertChildren(element, depth - 1);
  const { properties } = element;
  if (tag === 'img') {
    const alt = typeof properties.alt === 'string' ? properties.alt : '';
    return alt ? [{ t: 'img', alt }] : [];
  }
  const node: DescriptionElement = { t: tag };
  if (tag === 'a') {
    const href = JOB_MARKDOWN_RULES.urlTransform(String(properties.href ?? ''));
    if (href) node.href = href;
  }
  if (tag === 'ol' && typeof properties.start === 'number' && properties.start !== 1) node.start = properties.start;
  const children = convertChildren(element, depth);
  if (children.length > 0) node.c = children;
  return [node];
}

/** Whitespace-only text that only separates blocks (mdast-util-to-hast's line endings). */
function betweenBlocks(parent: HastParent, siblings: readonly HastChild[], index: number): boolean {
  if (parent.type === 'root' || FLOW_CONTAINERS.has(parent.tagName)) return true;
  const isBlock = (node: HastChild | undefined) => node?.type === 'element' && BLOCKS.has(node.tagName);
  return isBlock(siblings[index - 1]) || isBlock(siblings[index + 1]);
}

/** Texts next to each other are one string; empty text is nothing. */
function append(out: DescriptionNode[], node: DescriptionNode): void {
  if (node === '') return;
  const last = out.length - 1;
  if (typeof node === 'string' && typeof out[last] === 'string') out[last] += node;
  else out.push(node);
}

/** The text of an element and everything inside it, without recursion (it may be thousands deep). */
function textInside(element: HastElement): string {
  let text = '';
  const stack: HastChild[] = [...element.children].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'text' || node.type === 'raw') text += node.value;
    else if (node.type === 'element') for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return text;
}

function plainParagraphs(markdown: string): DescriptionTree {
  return markdown
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => ({ t: 'p', c: [block] }));
}
