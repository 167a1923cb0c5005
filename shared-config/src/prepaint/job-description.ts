/**
 * The first blocks of a job's description as the static pre-paint draws them (where the job
 * view has two columns): the gateway fills the pre-paint's description slot with this for
 * the job it serves, so that on a laptop the words a visitor came to read, the page's largest
 * text, are painted with the page's head before any script runs, where the jobs remote's
 * `JobDescription` then draws them again.
 *
 * Only what the pre-paint's style sheet draws exactly as the remote does is drawn: paragraphs,
 * headings, lists, links, bold, italic and line breaks. The first block holding anything
 * else (code, a quote, a rule, a picture's alt text, a tag added later) ends the pre-painted
 * part, and so does the budget: what would not show in a first view is left to the app.
 * Every word is escaped; the markup comes from this fixed vocabulary only.
 */
import type { DescriptionElement, DescriptionNode, DescriptionTree } from '../markdown/description-tree';
import { safeMarkdownUrl } from '../markdown/safe-url';
import { escapeHtml } from '../html/escape';

/** How much of a description is pre-painted: whole blocks, until either limit is reached (enough for a tall window). */
export const PREPAINT_DESCRIPTION_BUDGET = { characters: 3000, blocks: 16 } as const;

const BLOCKS = new Set(['p', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol']);
const INSIDE = new Set([...BLOCKS, 'li', 'a', 'strong', 'em', 'br']);

/** Whether the pre-paint draws this node, and all inside it, exactly as the page does. */
function drawable(node: DescriptionNode): boolean {
  if (typeof node === 'string') return true;
  return INSIDE.has(node.t) && (node.c ?? []).every(drawable);
}

function textLength(node: DescriptionNode): number {
  if (typeof node === 'string') return node.length;
  return (node.c ?? []).reduce((sum, child) => sum + textLength(child), 0);
}

function render(node: DescriptionNode): string {
  if (typeof node === 'string') return escapeHtml(node);
  const inner = (node.c ?? []).map(render).join('');
  return element(node, inner);
}

function element(node: DescriptionElement, inner: string): string {
  switch (node.t) {
    case 'br':
      return '<br>';
    case 'a': {
      // As the page: a target the api kept, checked again; without one, the words alone.
      const href = safeMarkdownUrl(node.href ?? '');
      return href
        ? `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer nofollow">${inner}</a>`
        : `<span>${inner}</span>`;
    }
    case 'ol':
      return node.start !== undefined && Number.isInteger(node.start) ? `<ol start="${node.start}">${inner}</ol>` : `<ol>${inner}</ol>`;
    default:
      return `<${node.t}>${inner}</${node.t}>`;
  }
}

/** The description's first blocks as the pre-paint's markup, or '' when its first block is not drawable. */
export function prepaintDescriptionHtml(tree: DescriptionTree): string {
  const { characters, blocks } = PREPAINT_DESCRIPTION_BUDGET;
  let html = '';
  let drawn = 0;
  let length = 0;
  for (const node of tree) {
    if (drawn >= blocks || length >= characters) break;
    if (typeof node === 'string' || !BLOCKS.has(node.t) || !drawable(node)) break;
    html += render(node);
    drawn += 1;
    length += textLength(node);
  }
  return html;
}
