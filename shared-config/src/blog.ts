/**
 * The blog's constants and paths, shared by the api (loader, router), the gateway
 * (metadata, sitemap, feed, media) and the blog pages. Posts live as markdown files
 * in `content/blog/` (its README: front matter, media, publishing).
 */
export const BLOG_PATH = '/blog';
export const BLOG_PATH_PREFIX = '/blog/';
export const BLOG_RSS_PATH = '/blog/rss.xml';
/** Cover images and figures of posts, served by the gateway from the api's copy. */
export const BLOG_MEDIA_PREFIX = '/blog/media/';

/** Post slugs and tags: lowercase words joined by hyphens. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BLOG_TAG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A media file name: a slug-like stem and one of the accepted extensions. */
export const BLOG_MEDIA_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/;

/** Posts per list page (a 3-column grid at desktop width). */
export const BLOG_PAGE_SIZE = 9;
/** Related posts under a post. */
export const BLOG_RELATED_COUNT = 3;
/** Adult silent reading of non-fiction, the usual basis of "N min read". */
export const BLOG_WORDS_PER_MINUTE = 230;
/** Items of the blog's RSS feed. */
export const BLOG_RSS_ITEM_COUNT = 30;

export const BLOG_LIMITS = {
  titleMax: 110,
  descriptionMin: 50,
  descriptionMax: 200,
  authorMax: 80,
  tagsMin: 1,
  tagsMax: 5,
  tagMax: 32,
  coverAltMax: 200,
  bodyMinWords: 150,
  /** A cover or figure is hand-made SVG: small. */
  mediaMaxBytes: 100_000,
} as const;

export function blogPostPath(slug: string): string {
  return `${BLOG_PATH_PREFIX}${encodeURIComponent(slug)}`;
}

export function blogMediaPath(name: string): string {
  return `${BLOG_MEDIA_PREFIX}${encodeURIComponent(name)}`;
}

/** The list's URL for a state; page 1 and no tag are left out so each state has one URL. */
export function blogListHref(params: { tag?: string | undefined; page?: number | undefined }): string {
  const query = new URLSearchParams();
  if (params.tag) query.set('tag', params.tag);
  if (params.page && params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `${BLOG_PATH}?${text}` : BLOG_PATH;
}

/** Minutes to read `words` words, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / BLOG_WORDS_PER_MINUTE));
}
