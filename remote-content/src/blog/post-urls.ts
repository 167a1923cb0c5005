import { BLOG_MEDIA_PREFIX } from '@chainwork/shared-config';

/**
 * react-markdown's `urlTransform` for posts. Posts are ours and link inside the site, so
 * unlike a job description (shared-config's markdown/safe-url.ts) a same-site path or a `#section`
 * passes; otherwise only absolute http(s) and mailto. Everything else, `javascript:` and
 * `data:` included however it is spelt, becomes '' and the link renders as words.
 */
export function safePostUrl(url: string): string {
  const value = url.trim();
  if (/^\/(?!\/)/.test(value) || value.startsWith('#')) return value;
  try {
    const parsed = new URL(value);
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? value : '';
  } catch {
    return '';
  }
}

/** Whether a link stays on this site (rendered as a client-side link). */
export function isSitePath(href: string): boolean {
  return /^\/(?!\/)/.test(href);
}

/** Images come only from the blog's own media; any other source is shown as its alt text. */
export function isBlogMedia(src: string): boolean {
  return src.startsWith(BLOG_MEDIA_PREFIX) && !src.includes('..');
}
