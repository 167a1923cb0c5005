import type { Root } from 'hast';
import { toMdast } from 'hast-util-to-mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import { JOB_DESCRIPTION_MAX } from '@chainwork/shared-config/posting';
import { sanitizeJobMarkdown } from '../../posting/sanitize-markdown';
import { plainMarkdown } from './plain-markdown';

/**
 * Markdown at most `max` characters long, cut at the last paragraph that fits (else the last
 * line, else the last word) so no block is left half-written.
 */
export function capMarkdown(markdown: string, max: number = JOB_DESCRIPTION_MAX): string {
  if (markdown.length <= max) return markdown;
  const head = markdown.slice(0, max + 1);
  for (const boundary of ['\n\n', '\n', ' ']) {
    const at = head.lastIndexOf(boundary);
    if (at > 0) return head.slice(0, at).trimEnd();
  }
  return markdown.slice(0, max);
}

/**
 * A cleaned description tree (html-tree.ts) as the markdown posted jobs are stored in, by their
 * rules: through `sanitizeJobMarkdown` (no raw HTML, unsafe link targets dropped to their
 * words), and no longer than a posted description may be. A plain description is written
 * straight from the tree (plain-markdown.ts: the same text, without the passes below).
 */
export function descriptionMarkdown(tree: Root): string {
  const sanitised = plainMarkdown(tree) ?? sanitisedMarkdown(tree);
  const capped = capMarkdown(sanitised);
  // Sanitised again only after a cut, where a cut text parses anew: the parse is most of the
  // normaliser's time (`npm run bench:ingest`), and sanitising only ever shortens a text.
  return capped === sanitised ? sanitised : sanitizeJobMarkdown(capped);
}

/** Any tree: to mdast, to markdown, then through the posted jobs' sanitiser. */
export function sanitisedMarkdown(tree: Root): string {
  return sanitizeJobMarkdown(toMarkdown(toMdast(tree), { bullet: '-', emphasis: '_', strong: '*', rule: '-' }));
}
