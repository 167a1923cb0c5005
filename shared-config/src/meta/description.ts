import { META_DESCRIPTION_CUT, META_DESCRIPTION_LIMIT, META_ELLIPSIS } from '@chainwork/shared-config';

/**
 * A description longer than 155 characters is cut to 152 plus an ellipsis (docs/product-requirements.md#page-metadata).
 * Whitespace runs are folded first so markdown line breaks do not waste the budget.
 * Counted in code points, so an emoji is never split into a lone surrogate.
 */
export function metaDescription(text: string): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(folded);
  if (chars.length <= META_DESCRIPTION_LIMIT) return folded;
  return chars.slice(0, META_DESCRIPTION_CUT).join('') + META_ELLIPSIS;
}

/** Plain text from markdown, good enough for a meta description. */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|[-*+]|\d+\.|>)\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
