import { env } from 'cloudflare:workers';
import type { BlogSource, SourceFile } from '../src/blog/parse-content';

/** A small valid SVG cover. */
export const COVER_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#6b46c1"/></svg>';

/** Enough plain words for the body minimum, varied so no two posts share a body. */
export function bodyText(topic: string, words = 180): string {
  const sentence = `Working in ${topic} means reading carefully and asking good questions before you commit.`;
  const perSentence = sentence.split(' ').length;
  return `## Why ${topic} matters\n\n${Array.from({ length: Math.ceil(words / perSentence) }, () => sentence).join(' ')}\n`;
}

export interface PostFields {
  title?: string; description?: string; date?: string; author?: string; tags?: string[]; cover?: string; alt?: string;
  body?: string; extra?: string;
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
    fields.body ?? bodyText(slug),
  ];
  return { path: `content/blog/${slug}.md`, text: lines.join('\n') };
}

export function source(posts: SourceFile[], media: SourceFile[] = [{ path: 'content/blog/media/cover.svg', text: COVER_SVG }]): BlogSource {
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
