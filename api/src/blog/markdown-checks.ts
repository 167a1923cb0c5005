import { BLOG_LIMITS, BLOG_MEDIA_PREFIX } from '@chainwork/shared-config';

/*
 * What the loader checks in a post's markdown, so an editor hears about a mistake in the
 * pull request and not from a reader. The shell renders without raw HTML and with safe
 * links whatever is stored; these checks are about intent, not the last line of defence.
 */

/** Fenced code blocks and inline code spans removed: their content is text, never markup. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

export function countWords(markdown: string): number {
  const words = markdown.replace(/[#>*_`|[\]()!-]+/g, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’.$%-]*/gu);
  return words?.length ?? 0;
}

const RAW_HTML = /<\/?[a-z][a-z0-9-]*(\s[^>]*)?\/?>|<!--/i;
const IMAGE = /!\[([^\]]*)\]\(\s*([^)\s]+)[^)]*\)/g;
const LINK = /(?<!!)\[[^\]]*\]\(\s*([^)\s]+)[^)]*\)/g;
const SAFE_LINK = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

/** Problems in one post's body, as `{ field, message }`; `media` is the set of media file names. */
export function checkBody(body: string, media: ReadonlySet<string>): Array<{ field: string; message: string }> {
  const problems: Array<{ field: string; message: string }> = [];
  const prose = withoutCode(body);
  const lineOf = (index: number) => prose.slice(0, index).split('\n').length;

  const words = countWords(body);
  if (words < BLOG_LIMITS.bodyMinWords)
    problems.push({ field: 'body', message: `has ${words} words; a post needs at least ${BLOG_LIMITS.bodyMinWords}` });

  const html = RAW_HTML.exec(prose);
  if (html) problems.push({ field: 'body', message: `raw HTML is not allowed (near "${html[0].slice(0, 40)}"); use markdown` });

  const h1 = /^#\s/m.exec(prose);
  if (h1)
    problems.push({ field: 'body', message: "uses a level-1 heading (# ...); the title is the page's only h1, start sections at ##" });

  for (const match of prose.matchAll(IMAGE)) {
    const [, alt, src] = match;
    const name = src!.startsWith(BLOG_MEDIA_PREFIX) ? decodeURIComponent(src!.slice(BLOG_MEDIA_PREFIX.length)) : null;
    if (!name || !media.has(name)) {
      problems.push({ field: 'body', message: `image "${src}" must be ${BLOG_MEDIA_PREFIX}<file> of a file in content/blog/media/` });
    }
    if (!alt!.trim()) problems.push({ field: 'body', message: `image "${src}" needs alt text` });
  }
  for (const match of prose.matchAll(LINK)) {
    const href = match[1]!;
    if (!SAFE_LINK.test(href))
      problems.push({
        field: 'body',
        message: `link "${href}" (line ${lineOf(match.index)}) must be https://, mailto: or a path of this site`,
      });
  }
  return problems;
}
