import { env } from 'cloudflare:workers';
import type { BlogSource, SourceFile } from '../src/blog/parse-content';
import { SAMPLE_COVER_SVG, samplePostBody } from '../src/blog/sample';

export interface PostFields {
  title?: string;
  description?: string;
  date?: string;
  author?: string;
  tags?: string[];
  cover?: string;
  alt?: string;
  body?: string;
  extra?: string;
}

/** A post file as an editor writes it: front matter and markdown. */
export function postFile(slug: string, fields: PostFields = {}): SourceFile {
  const lines = [
    '---',
    `title: ${fields.title ?? `All about ${slug.replace(/-/g, ' ')}`}`,
    `description: ${fields.description ?? `A practical guide to ${slug.replace(/-/g, ' ')} for people looking for work in crypto.`}`,
    `date: ${fields.date ?? '2026-05-01'}`,
    `author: ${fields.author ?? 'Ada Example'}`,
    `tags: [${(fields.tags ?? ['careers']).join(', ')}]`,
    'cover:',
    `  image: ${fields.cover ?? 'cover.svg'}`,
    `  alt: ${fields.alt ?? 'A purple rectangle'}`,
    ...(fields.extra ? [fields.extra] : []),
    '---',
    fields.body ?? samplePostBody(slug),
  ];
  return { path: `content/blog/${slug}.md`, text: lines.join('\n') };
}

export function source(
  posts: SourceFile[],
  media: SourceFile[] = [{ path: 'content/blog/media/cover.svg', text: SAMPLE_COVER_SVG }],
): BlogSource {
  return { posts, media };
}

export async function clearBlog(): Promise<void> {
  await env.DB.batch([env.DB.prepare('DELETE FROM blog_posts'), env.DB.prepare('DELETE FROM blog_media')]);
}

/** Every stored row of both tables, to compare before and after a load. */
export async function blogSnapshot(): Promise<unknown[]> {
  const posts = await env.DB.prepare('SELECT * FROM blog_posts ORDER BY slug').all();
  const media = await env.DB.prepare('SELECT * FROM blog_media ORDER BY name').all();
  return [...posts.results, ...media.results];
}
