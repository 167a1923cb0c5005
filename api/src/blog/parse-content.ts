import type { z } from 'zod';
import { BLOG_MEDIA_NAME_PATTERN, BLOG_SLUG_PATTERN, readingMinutes } from '@chainwork/shared-config';
import { BlogContentError, type BlogContentProblem } from './content-error';
import { blogFrontMatterSchema, splitFrontMatter, type BlogFrontMatter } from './front-matter';
import { checkBody, countWords } from './markdown-checks';
import { checkSvg } from './media-checks';

/** A file as the tooling read it: its path in the repository and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

/** The blog's source: `content/blog/*.md` and `content/blog/media/*.svg`. */
export interface BlogSource {
  posts: readonly SourceFile[];
  media: readonly SourceFile[];
}

export interface ParsedPost extends BlogFrontMatter {
  slug: string;
  body: string;
  wordCount: number;
  readingMinutes: number;
  sourcePath: string;
}

export interface ParsedMedia {
  name: string;
  contentType: 'image/svg+xml';
  body: string;
  sourcePath: string;
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** A zod issue as `field: message`, with nested fields dotted (`cover.alt`, `tags.2`). */
function issueProblems(file: string, error: z.ZodError): BlogContentProblem[] {
  return error.issues.map((issue) => {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      const field = issue.keys.map((key) => (base ? `${base}.${key}` : key)).join(', ');
      return { file, field, message: 'is not a known field (title, description, date, author, tags, cover)' };
    }
    return { file, field: base || 'front matter', message: issue.message };
  });
}

function parseMedia(file: SourceFile, problems: BlogContentProblem[]): ParsedMedia | null {
  const name = baseName(file.path);
  if (!BLOG_MEDIA_NAME_PATTERN.test(name)) {
    problems.push({ file: file.path, field: 'file name', message: 'must be lowercase words joined by hyphens, ending in .svg' });
    return null;
  }
  const svgProblems = checkSvg(file.text);
  for (const message of svgProblems) problems.push({ file: file.path, field: 'content', message });
  return svgProblems.length ? null : { name, contentType: 'image/svg+xml', body: file.text, sourcePath: file.path };
}

function parsePost(file: SourceFile, mediaNames: ReadonlySet<string>, problems: BlogContentProblem[]): ParsedPost | null {
  const name = baseName(file.path);
  const slug = name.replace(/\.md$/, '');
  const before = problems.length;
  if (!name.endsWith('.md') || !BLOG_SLUG_PATTERN.test(slug)) {
    problems.push({ file: file.path, field: 'file name', message: "must be the post's slug (lowercase words joined by hyphens) plus .md" });
  }
  const split = splitFrontMatter(file.text);
  if (!split.ok) {
    problems.push({ file: file.path, field: 'front matter', message: split.message });
    return null;
  }
  const front = blogFrontMatterSchema.safeParse(split.data ?? {});
  if (!front.success) problems.push(...issueProblems(file.path, front.error));
  else if (!mediaNames.has(front.data.cover.image)) {
    problems.push({ file: file.path, field: 'cover.image', message: `"${front.data.cover.image}" is not in content/blog/media/` });
  }
  for (const problem of checkBody(split.body, mediaNames)) problems.push({ file: file.path, ...problem });
  if (!front.success || problems.length > before) return null;
  const body = split.body.trim();
  const wordCount = countWords(body);
  return { ...front.data, slug, body, wordCount, readingMinutes: readingMinutes(wordCount), sourcePath: file.path };
}

/**
 * Validates the whole blog: every file, every field. Returns the posts and media, or
 * throws one BlogContentError listing every problem of every file.
 */
export function parseBlogSource(source: BlogSource): { posts: ParsedPost[]; media: ParsedMedia[] } {
  const problems: BlogContentProblem[] = [];
  const media = source.media.map((file) => parseMedia(file, problems)).filter((m): m is ParsedMedia => m !== null);
  // A cover that exists but failed its checks reports once, as the media file's problem.
  const mediaNames = new Set(source.media.map((file) => baseName(file.path)));
  const posts = source.posts.map((file) => parsePost(file, mediaNames, problems)).filter((p): p is ParsedPost => p !== null);
  if (problems.length) throw new BlogContentError(problems);
  return { posts, media };
}
