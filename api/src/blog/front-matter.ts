import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { BLOG_LIMITS, BLOG_MEDIA_NAME_PATTERN, BLOG_TAG_PATTERN } from '@chainwork/shared-config';

/*
 * A post's front matter: the YAML block between the two `---` lines that open the file.
 * Strict: a misspelt key is an error, not a silently missing field.
 */

const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** `2026-10-01` or a full ISO date-time; a bare date is midnight UTC. */
const publishedDate = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'must be a date like 2026-10-01' })
  .transform((value) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value));

/** `author: Ada Example` (a person) or `author: { name: ..., kind: organization }`. */
const author = z.union(
  [
    text(BLOG_LIMITS.authorMax).transform((name) => ({ name, kind: 'person' as const })),
    z.strictObject({ name: text(BLOG_LIMITS.authorMax), kind: z.enum(['person', 'organization']).default('person') }),
  ],
  { error: 'must be a name, or { name, kind: person | organization }' },
);

export const blogFrontMatterSchema = z.strictObject(
  {
    title: text(BLOG_LIMITS.titleMax),
    description: z
      .string()
      .trim()
      .min(BLOG_LIMITS.descriptionMin, `must be at least ${BLOG_LIMITS.descriptionMin} characters`)
      .max(BLOG_LIMITS.descriptionMax, `must be at most ${BLOG_LIMITS.descriptionMax} characters`),
    date: publishedDate,
    author,
    tags: z
      .array(
        z
          .string()
          .max(BLOG_LIMITS.tagMax, `must be at most ${BLOG_LIMITS.tagMax} characters`)
          .regex(BLOG_TAG_PATTERN, 'must be lowercase words joined by hyphens'),
        { error: 'must be a list of tags' },
      )
      .min(BLOG_LIMITS.tagsMin, `needs at least ${BLOG_LIMITS.tagsMin} tag`)
      .max(BLOG_LIMITS.tagsMax, `allows at most ${BLOG_LIMITS.tagsMax} tags`)
      .refine((tags) => new Set(tags).size === tags.length, 'lists a tag twice'),
    cover: z.strictObject(
      {
        image: z.string({ error: 'is required' }).regex(BLOG_MEDIA_NAME_PATTERN, 'must name an .svg file in content/blog/media/'),
        alt: text(BLOG_LIMITS.coverAltMax),
      },
      { error: 'must be { image, alt }' },
    ),
  },
  { error: 'is missing' },
);
export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;

export type FrontMatterSplit = { ok: true; data: unknown; body: string } | { ok: false; message: string };

const OPENING = /^---\r?\n/;
const CLOSING = /\r?\n---\r?\n/;

/** Splits `---\n<yaml>\n---\n<markdown>` and parses the YAML (no custom tags, no anchors past the defaults). */
export function splitFrontMatter(source: string): FrontMatterSplit {
  const input = source.replace(/^\uFEFF/, '');
  if (!OPENING.test(input)) return { ok: false, message: 'the file must start with a --- line opening the front matter' };
  const rest = input.replace(OPENING, '');
  const end = CLOSING.exec(rest);
  if (!end) return { ok: false, message: 'the front matter has no closing --- line' };
  try {
    const data: unknown = parseYaml(rest.slice(0, end.index));
    return { ok: true, data, body: rest.slice(end.index + end[0].length) };
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n', 1)[0] : 'unreadable';
    return { ok: false, message: `the front matter is not valid YAML (${detail})` };
  }
}
