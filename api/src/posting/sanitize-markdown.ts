import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Nodes } from 'mdast';
import { JOB_MARKDOWN_RULES } from '@chainwork/shared-config';

interface Cut {
  start: number;
  end: number;
  /** What replaces the cut source text. */
  text: string;
}

/**
 * A posted description as the job page will show it, by the page's own rules
 * (JOB_MARKDOWN_RULES): raw HTML is removed, and a link whose target the page would drop
 * keeps only its words. The markdown is parsed with the parser react-markdown uses and
 * the source is edited at the parsed positions, so the employer's formatting stays as
 * written everywhere else.
 */
export function sanitizeJobMarkdown(markdown: string): string {
  const cuts: Cut[] = [];
  const tree = fromMarkdown(markdown);
  // A reference link follows its definition's target: an unsafe definition makes its references words.
  const unsafeDefinitions = new Set<string>();
  const collect = (node: Nodes) => {
    if (node.type === 'definition' && JOB_MARKDOWN_RULES.urlTransform(node.url) === '') unsafeDefinitions.add(node.identifier);
    if ('children' in node) for (const child of node.children) collect(child);
  };
  collect(tree);
  const visit = (node: Nodes) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) return;
    if (node.type === 'html' && JOB_MARKDOWN_RULES.skipHtml) {
      cuts.push({ start, end, text: '' });
      return;
    }
    if ((node.type === 'link' || node.type === 'definition') && JOB_MARKDOWN_RULES.urlTransform(node.url) === '') {
      cuts.push({ start, end, text: node.type === 'link' ? wordsOf(markdown, node.children) : '' });
      return;
    }
    if (node.type === 'linkReference' && unsafeDefinitions.has(node.identifier)) {
      cuts.push({ start, end, text: wordsOf(markdown, node.children) });
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  let out = markdown;
  // From the end, so earlier offsets stay valid.
  for (const cut of cuts.sort((a, b) => b.start - a.start)) out = out.slice(0, cut.start) + cut.text + out.slice(cut.end);
  return out.trim();
}

/** The source text of a link's children (its words with their emphasis), cleaned the same way. */
function wordsOf(markdown: string, children: readonly Nodes[]): string {
  const first = children[0]?.position?.start.offset;
  const last = children.at(-1)?.position?.end.offset;
  if (first === undefined || last === undefined) return '';
  return sanitizeJobMarkdown(markdown.slice(first, last));
}
