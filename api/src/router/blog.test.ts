import { env } from 'cloudflare:workers';
import { TRPCError } from '@trpc/server';
import { BLOG_PAGE_SIZE } from '@chainwork/shared-config';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBlogContent } from '../blog/load';
import { clearBlog, postFile, source } from '../../test/blog-fixtures';
import { samplePostBody } from '../blog/sample';
import { callerAt, NOW } from '../../test/fixtures';

/*
 * Twelve public posts, one a day before NOW (post-01 the newest), tags in three families,
 * and one scheduled post dated after NOW.
 */
const TAGS: Record<number, string[]> = { 0: ['security', 'careers'], 1: ['salaries'], 2: ['security'] };
const day = (offset: number) => new Date(NOW.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
const slugOf = (n: number) => `post-${String(n).padStart(2, '0')}`;

beforeAll(async () => {
  await clearBlog();
  const posts = Array.from({ length: 12 }, (_, i) => postFile(slugOf(i + 1), { date: day(i + 1), tags: TAGS[i % 3] }));
  posts.push(postFile('scheduled', { date: day(-3), tags: ['security'], body: samplePostBody('patience', 460) }));
  await loadBlogContent(env.DB, source(posts), NOW);
});

async function code(promise: Promise<unknown>): Promise<string | undefined> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof TRPCError ? error.code : undefined;
}

describe('blog.list', () => {
  it('pages public posts newest first with reading time and every tag count', async () => {
    const first = await callerAt().blog.list({});
    expect(first.total).toBe(12);
    expect(first.pageCount).toBe(Math.ceil(12 / BLOG_PAGE_SIZE));
    expect(first.items.map((p) => p.slug)).toEqual(Array.from({ length: BLOG_PAGE_SIZE }, (_, i) => slugOf(i + 1)));
    expect(first.items[0]).toMatchObject({
      author: { name: 'Ada Example', kind: 'person' },
      readingMinutes: 1,
      cover: { image: 'cover.svg' },
    });
    expect(first.items[0]!.publishedAt).toBeInstanceOf(Date);
    expect(first.tags).toEqual([
      { tag: 'security', posts: 8 },
      { tag: 'careers', posts: 4 },
      { tag: 'salaries', posts: 4 },
    ]);

    const second = await callerAt().blog.list({ page: 2 });
    expect(second.items.map((p) => p.slug)).toEqual([slugOf(10), slugOf(11), slugOf(12)]);
  });

  it('filters by tag, keeps the unfiltered tag counts, and answers an empty page past the end', async () => {
    const salaries = await callerAt().blog.list({ tag: 'salaries' });
    expect(salaries.items.map((p) => p.slug)).toEqual([slugOf(2), slugOf(5), slugOf(8), slugOf(11)]);
    expect(salaries.total).toBe(4);
    expect(salaries.allPosts).toBe(12);
    expect(salaries.tags).toHaveLength(3);
    expect((await callerAt().blog.list({ tag: 'salaries', page: 3 })).items).toEqual([]);
  });

  it('shows a scheduled post from its date on, with its reading time', async () => {
    expect((await callerAt().blog.list({ tag: 'security' })).items.map((p) => p.slug)).not.toContain('scheduled');
    const later = await callerAt(new Date(NOW.getTime() + 4 * 86_400_000)).blog.list({ tag: 'security' });
    expect(later.items[0]).toMatchObject({ slug: 'scheduled', readingMinutes: 2 });
  });

  it('refuses a malformed tag, a bad page and unknown keys', async () => {
    expect(await code(callerAt().blog.list({ tag: 'Not a tag' }))).toBe('BAD_REQUEST');
    expect(await code(callerAt().blog.list({ page: 0 }))).toBe('BAD_REQUEST');
    expect(await code(callerAt().blog.list({ sort: 'oldest' } as never))).toBe('BAD_REQUEST');
  });
});

describe('blog.bySlug', () => {
  it('answers the post with its markdown body', async () => {
    const post = await callerAt().blog.bySlug({ slug: slugOf(1) });
    expect(post).toMatchObject({ slug: slugOf(1), title: 'All about post 01', tags: ['security', 'careers'] });
    expect(post.body).toMatch(/^## Why post-01 matters/);
  });

  it('is NOT_FOUND for an unknown or not yet published post', async () => {
    expect(await code(callerAt().blog.bySlug({ slug: 'nothing-here' }))).toBe('NOT_FOUND');
    expect(await code(callerAt().blog.bySlug({ slug: 'scheduled' }))).toBe('NOT_FOUND');
  });
});

describe('blog.related', () => {
  it('ranks posts by shared tags, then newest, never the post itself', async () => {
    // post-01 is security+careers: post-04 and post-07 share both, then the security-only posts.
    const related = await callerAt().blog.related({ slug: slugOf(1) });
    expect(related.map((p) => p.slug)).toEqual([slugOf(4), slugOf(7), slugOf(10)]);
  });

  it('fills with the newest posts when none share a tag', async () => {
    await loadBlogContent(
      env.DB,
      source([postFile('lonely', { date: day(20), tags: ['unique'] }), postFile('other', { date: day(21) })]),
      NOW,
    );
    expect((await callerAt().blog.related({ slug: 'lonely', limit: 2 })).map((p) => p.slug)).toEqual(['other']);
    expect(await code(callerAt().blog.related({ slug: 'nothing-here' }))).toBe('NOT_FOUND');
  });
});

describe('blog feed, sitemap and media', () => {
  it('gives the feed and the sitemap only public posts, newest first', async () => {
    await clearBlog();
    await loadBlogContent(
      env.DB,
      source([postFile('older', { date: day(2) }), postFile('newer', { date: day(1) }), postFile('later', { date: day(-1) })]),
      NOW,
    );
    const feed = await callerAt().blog.feed({});
    expect(feed.map((p) => p.slug)).toEqual(['newer', 'older']);
    expect(feed[0]!.body).toContain('## Why newer matters');
    const sitemap = await callerAt().blog.sitemap();
    expect(sitemap).toEqual([
      { slug: 'newer', lastmod: NOW },
      { slug: 'older', lastmod: NOW },
    ]);
  });

  it('serves a media file by name, NOT_FOUND otherwise', async () => {
    const media = await callerAt().blog.media({ name: 'cover.svg' });
    expect(media).toMatchObject({ name: 'cover.svg', contentType: 'image/svg+xml' });
    expect(media.body).toMatch(/^<svg/);
    expect(media.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await code(callerAt().blog.media({ name: 'nope.svg' }))).toBe('NOT_FOUND');
    expect(await code(callerAt().blog.media({ name: '../secret' }))).toBe('BAD_REQUEST');
  });
});
