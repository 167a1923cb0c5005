import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BlogContentError, parseBlogSource } from '@chainwork/api/content';
import { formatLoadResult } from '../content-publish';
import { readBlogSource } from './blog-files';
import { remoteD1Config } from './remote-config';

describe("the repository's blog content", () => {
  it('is valid: at least six posts of 600 to 1200 words, each with its cover', async () => {
    const { posts, media } = parseBlogSource(await readBlogSource());
    expect(posts.length).toBeGreaterThanOrEqual(6);
    for (const post of posts) {
      expect(post.wordCount, post.slug).toBeGreaterThanOrEqual(600);
      expect(post.wordCount, post.slug).toBeLessThanOrEqual(1200);
      expect(media.map((m) => m.name)).toContain(post.cover.image);
    }
  });

  it('links between posts only to posts that exist', async () => {
    const { posts } = parseBlogSource(await readBlogSource());
    const slugs = new Set(posts.map((p) => p.slug));
    for (const post of posts) {
      for (const [, slug] of post.body.matchAll(/\]\(\/blog\/([a-z0-9-]+)\)/g))
        expect(slugs.has(slug!), `${post.slug} -> ${slug}`).toBe(true);
    }
  });
});

describe('readBlogSource', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('reads posts and media with repository-relative paths, skipping the README, and a malformed file is named', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'blog-files-'));
    dirs.push(dir);
    await mkdir(path.join(dir, 'media'));
    await writeFile(path.join(dir, 'README.md'), '# How to write posts');
    await writeFile(path.join(dir, 'broken.md'), '---\ntitle: [unclosed\n---\nBody');
    await writeFile(path.join(dir, 'media', 'a.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>');
    const source = await readBlogSource(dir);
    expect(source.posts.map((f) => path.basename(f.path))).toEqual(['broken.md']);
    expect(source.media.map((f) => path.basename(f.path))).toEqual(['a.svg']);
    const error = (() => {
      try {
        parseBlogSource(source);
        return null;
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(BlogContentError);
    expect((error as BlogContentError).problems).toEqual([
      expect.objectContaining({ file: expect.stringMatching(/broken\.md$/), field: 'front matter' }),
    ]);
  });

  it('reads an absent folder as no content', async () => {
    expect(await readBlogSource(path.join(tmpdir(), 'no-such-blog-folder'))).toEqual({ posts: [], media: [] });
  });
});

describe('the publish command', () => {
  it('marks every D1 binding remote in the copy of the config it uses for --remote', () => {
    const config = remoteD1Config({
      name: 'chainwork-api',
      compatibility_date: '2026-04-01',
      d1_databases: [{ binding: 'DB', database_name: 'chainwork-db', database_id: 'id-1' }],
    });
    expect(config.d1_databases).toEqual([{ binding: 'DB', database_name: 'chainwork-db', database_id: 'id-1', remote: true }]);
    expect(() => remoteD1Config({ d1_databases: [] })).toThrow('no D1 database');
  });

  it('reports what changed, post by post', () => {
    const text = formatLoadResult({
      posts: { added: ['new-post'], updated: ['edited'], removed: ['gone'], unchanged: 4 },
      media: { added: [], updated: [], removed: [], unchanged: 7 },
    });
    expect(text).toBe(
      'Blog posts: 1 added, 1 updated, 1 removed, 4 unchanged\n  + new-post\n  ~ edited\n  - gone\n' +
        'Blog media: 0 added, 0 updated, 0 removed, 7 unchanged',
    );
  });
});
