import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { blogSnapshot, clearBlog, postFile, source } from '../../test/blog-fixtures';
import { BlogContentError } from './content-error';
import { loadBlogContent } from './load';
import { SAMPLE_COVER_SVG } from './sample';

const T0 = new Date('2026-06-01T00:00:00Z');
const T1 = new Date('2026-06-02T00:00:00Z');

/** The problems a load reports, as `file: field`. */
async function rejection(promise: Promise<unknown>): Promise<string[]> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BlogContentError);
  return (error as BlogContentError).problems.map((p) => `${p.file}: ${p.field}`);
}

describe('loadBlogContent', () => {
  beforeEach(clearBlog);

  it('loads every post and cover, then reports the same content as unchanged and writes nothing', async () => {
    const files = source([postFile('first-post'), postFile('second-post', { tags: ['security', 'careers'] })]);
    const first = await loadBlogContent(env.DB, files, T0);
    expect(first.posts).toEqual({ added: ['first-post', 'second-post'], updated: [], removed: [], unchanged: 0 });
    expect(first.media.added).toEqual(['cover.svg']);
    const before = await blogSnapshot();

    const again = await loadBlogContent(env.DB, files, T1);
    expect(again.posts).toEqual({ added: [], updated: [], removed: [], unchanged: 2 });
    expect(again.media).toEqual({ added: [], updated: [], removed: [], unchanged: 1 });
    expect(await blogSnapshot()).toEqual(before);
  });

  it('rewrites only a changed post (its updated_at moves) and deletes a removed one', async () => {
    await loadBlogContent(env.DB, source([postFile('kept'), postFile('edited'), postFile('dropped')]), T0);
    const result = await loadBlogContent(env.DB, source([postFile('kept'), postFile('edited', { title: 'A better title' })]), T1);
    expect(result.posts).toEqual({ added: [], updated: ['edited'], removed: ['dropped'], unchanged: 1 });
    const { results } = await env.DB.prepare('SELECT slug, title, updated_at FROM blog_posts ORDER BY slug').all();
    expect(results).toEqual([
      { slug: 'edited', title: 'A better title', updated_at: T1.getTime() },
      { slug: 'kept', title: 'All about kept', updated_at: T0.getTime() },
    ]);
  });

  it('rejects a malformed file naming the file and the field, and leaves the previous content intact', async () => {
    await loadBlogContent(env.DB, source([postFile('good-post')]), T0);
    const before = await blogSnapshot();
    const broken = source([
      postFile('good-post', { title: 'Changed, but must not land' }),
      postFile('bad-date', { date: 'next tuesday' }),
      postFile('new-post'),
    ]);
    expect(await rejection(loadBlogContent(env.DB, broken, T1))).toEqual(['content/blog/bad-date.md: date']);
    expect(await blogSnapshot()).toEqual(before);
  });

  it('names each problem of each file in one error', async () => {
    const files = source([
      postFile('no-cover', { cover: 'missing.svg' }),
      postFile('bad-tags', { tags: ['Not A Slug'], alt: '""' }),
      postFile('unknown-key', { extra: 'summary: typo of description' }),
      { path: 'content/blog/no-front-matter.md', text: '# Hello\n\nJust text.' },
      postFile('Bad_Name'),
      postFile('short', { body: 'Too short.' }),
      postFile('raw-html', { body: `${'word '.repeat(200)}\n\n<script>alert(1)</script>` }),
      postFile('bad-link', { body: `${'word '.repeat(200)}\n\n[click](javascript:alert(1))` }),
    ]);
    const problems = await rejection(loadBlogContent(env.DB, files, T0));
    expect(problems).toEqual([
      'content/blog/no-cover.md: cover.image',
      'content/blog/bad-tags.md: tags.0',
      'content/blog/bad-tags.md: cover.alt',
      'content/blog/unknown-key.md: summary',
      'content/blog/no-front-matter.md: front matter',
      'content/blog/Bad_Name.md: file name',
      'content/blog/short.md: body',
      'content/blog/raw-html.md: body',
      'content/blog/bad-link.md: body',
    ]);
    expect(await blogSnapshot()).toEqual([]);
  });

  it('puts the file and field in the message an editor reads', async () => {
    const error = await loadBlogContent(env.DB, source([postFile('bad-date', { date: 'soon' })]), T0).catch((e: unknown) => e);
    expect((error as Error).message).toContain('content/blog/bad-date.md: date: must be a date like 2026-10-01');
    expect((error as Error).message).toContain('nothing was loaded');
  });

  it('refuses an SVG that could run script or load another file', async () => {
    const media = [
      { path: 'content/blog/media/cover.svg', text: SAMPLE_COVER_SVG },
      {
        path: 'content/blog/media/evil.svg',
        text: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1" onload="alert(1)"><image href="https://x.example/p.png"/></svg>',
      },
    ];
    const problems = await rejection(loadBlogContent(env.DB, source([postFile('fine')], media), T0));
    expect(problems).toEqual(['content/blog/media/evil.svg: content', 'content/blog/media/evil.svg: content']);
  });

  it('accepts images of its own media with alt text, and rejects others', async () => {
    const withFigure = `${'word '.repeat(200)}\n\n![A chart of salaries](/blog/media/cover.svg)\n`;
    await expect(loadBlogContent(env.DB, source([postFile('figure', { body: withFigure })]), T0)).resolves.toBeDefined();
    const elsewhere = `${'word '.repeat(200)}\n\n![Pixel](https://tracker.example/p.gif)\n`;
    expect(await rejection(loadBlogContent(env.DB, source([postFile('figure', { body: elsewhere })]), T0))).toEqual([
      'content/blog/figure.md: body',
    ]);
  });

  it('does not mistake code for raw HTML', async () => {
    const code = `${'word '.repeat(200)}\n\n\`\`\`solidity\nmapping(address => uint256) balances; // <b>not html</b>\n\`\`\`\n\nUse \`<T>\` generics.\n`;
    await expect(loadBlogContent(env.DB, source([postFile('code', { body: code })]), T0)).resolves.toBeDefined();
  });
});
