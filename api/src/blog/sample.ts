import type { BlogSource, SourceFile } from './parse-content';
import { DAY_MS } from '@chainwork/shared-config/time';

/** A small valid SVG cover: what the loader accepts and the gateway serves. */
export const SAMPLE_COVER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#6b46c1"/></svg>';

/** Enough plain words for the body minimum under a `##` section, varied by topic. */
export function samplePostBody(topic: string, words = 180): string {
  const sentence = `Working in ${topic} means reading carefully and asking good questions before you commit.`;
  const perSentence = sentence.split(' ').length;
  return `## Why ${topic} matters\n\n${Array.from({ length: Math.ceil(words / perSentence) }, () => sentence).join(' ')}\n`;
}

export interface SamplePost {
  slug: string;
  title?: string;
  description?: string;
  /** Published `ageDays` days ago (negative: scheduled), unless `date` says when. */
  ageDays?: number;
  date?: Date;
  author?: { name: string; kind: 'person' | 'organization' };
  tags?: string[];
  cover?: { image: string; alt: string };
  body?: string;
}

const words = (slug: string) => slug.replace(/-/g, ' ');

/**
 * One post file as an editor writes it (front matter, then markdown). Every value is written
 * as JSON, which is YAML too, so any text (quotes, angle brackets, line separators) survives.
 */
export function samplePostFile(post: SamplePost): SourceFile {
  const front = {
    title: post.title ?? `All about ${words(post.slug)}`,
    description: post.description ?? `A practical guide to ${words(post.slug)} for people looking for work in crypto.`,
    date: (post.date ?? new Date(Date.now() - (post.ageDays ?? 3) * DAY_MS)).toISOString(),
    author: post.author ?? { name: 'The Chainwork team', kind: 'organization' },
    tags: post.tags ?? ['careers'],
    cover: post.cover ?? { image: 'cover.svg', alt: 'A purple rectangle' },
  };
  const lines = Object.entries(front).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return { path: `content/blog/${post.slug}.md`, text: ['---', ...lines, '---', post.body ?? samplePostBody(words(post.slug))].join('\n') };
}

/**
 * A blog of `posts` for tests and fixtures of other packages (like `sampleJob` for jobs): they
 * publish it with `loadBlogContent`, so it passes the checks content/blog/ does. Every cover
 * a post names, and every name in `media`, is the sample SVG.
 */
export function sampleBlogSource(posts: readonly SamplePost[], media: readonly string[] = []): BlogSource {
  const names = new Set([...posts.map((post) => post.cover?.image ?? 'cover.svg'), ...media]);
  return {
    posts: posts.map(samplePostFile),
    media: [...names].map((name) => ({ path: `content/blog/media/${name}`, text: SAMPLE_COVER_SVG })),
  };
}
