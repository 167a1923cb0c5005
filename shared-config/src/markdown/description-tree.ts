/**
 * A job description as its page renders it: the wire format in which the api sends a
 * description already converted from markdown (`descriptionTree` of `jobs.bySlug`,
 * `posting.preview` and `posting.reviewQueue`), so the page ships no markdown parser.
 *
 * A tree is a list of nodes; a node is a text (a string, rendered as text, never as
 * markup) or an element of an allowed tag:
 *
 *   ["Intro ", { t: "strong", c: ["words"] }]
 *   { t: "a", href: "https://acme.example", c: ["Apply"] }   // href only when safe
 *   { t: "a", c: ["words"] }                                 // an unsafe target: the words alone
 *   { t: "ol", start: 3, c: [{ t: "li", c: ["three"] }] }
 *   { t: "img", alt: "Team photo" }                          // shown as "[Team photo]"
 *
 * The rules are the job page's markdown rules (JOB_MARKDOWN_RULES): raw HTML is dropped;
 * `href` is present only when `safeMarkdownUrl` keeps it (absolute http(s) or mailto);
 * an image keeps its alt text only; the description's `#` headings are `h2` (the page's
 * `h1` is the job title). Whitespace-only text between block elements is left out; text
 * inside inline content is kept as written (line breaks in it render as spaces).
 * A renderer meeting a tag it does not know renders only its children, so a tag may be
 * added to the allowlist without breaking older pages.
 */
export const DESCRIPTION_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'hr',
  'a',
  'strong',
  'em',
  'code',
  'br',
  'img',
] as const;

export type DescriptionTag = (typeof DESCRIPTION_TAGS)[number];

export interface DescriptionElement {
  t: DescriptionTag;
  /** Children; absent when there are none (`hr`, `br`, `img`). */
  c?: DescriptionNode[];
  /** `a` only: the link's target, present only when it is safe (`safeMarkdownUrl`). */
  href?: string;
  /** `img` only: the picture's alt text (the picture itself is never loaded). */
  alt?: string;
  /** `ol` only: the first item's number, when it is not 1. */
  start?: number;
}

export type DescriptionNode = string | DescriptionElement;

/** A whole description: its top-level blocks. */
export type DescriptionTree = DescriptionNode[];

/**
 * How deep elements may nest. Deeper markup (a hostile `>>>>…` or a list nested a thousand
 * times) is kept as the text inside it, so the tree's size and depth stay bounded for the
 * api's output check and the page's renderer; real descriptions nest a few levels.
 */
export const DESCRIPTION_MAX_DEPTH = 32;
