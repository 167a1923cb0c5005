import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_COVER_SVG } from '@chainwork/api/content';
import { blogPostingJsonLd } from '@chainwork/shared-config/meta';
import { createApp } from '../app';
import { HOSTILE_TEXT, makeJob, makePost, publishFixtures } from '../../test/fixtures';
import { inspectHtml } from '../../test/inspect-html';
import { hangingApi, realApi, servedPost, type RecordingApi } from '../../test/api';
import { testEnv } from '../../test/test-env';
import { childText, findAll, parseXml } from '../../test/xml';

const SITE_URL = 'http://127.0.0.1:8787';
const post = makePost();
const older = makePost({
  slug: 'spotting-crypto-job-scams',
  title: 'Spotting scam job offers in crypto',
  tags: ['safety'],
  ageDays: 10,
  cover: { image: 'scams.svg', alt: 'A shield' },
});
/** A short hostile name: an author's name has a length limit the loader enforces. */
const HOSTILE_NAME = '</script><script>alert(1)</script> "A" & B';

let blogApi: RecordingApi;

async function get(path: string, api: RecordingApi = blogApi, init: RequestInit = {}) {
  return createApp({ apiTimeoutMs: 2000, feedTimeoutMs: 2000 }).request(path, init, testEnv(api));
}

beforeEach(async () => {
  await publishFixtures(env);
  blogApi = await realApi([makeJob()], [older, post]);
});

describe('a blog post document', () => {
  it("carries the post's title, description, canonical and BlogPosting JSON-LD", async () => {
    const response = await get(`/blog/${post.slug}/`);
    const served = await servedPost(post.slug);
    expect(response.status).toBe(200);
    const page = await inspectHtml(await response.text());
    expect(page.title).toBe('How to read a crypto job offer | Chainwork');
    expect(page.descriptions).toEqual([post.description]);
    expect(page.canonicals).toEqual([`${SITE_URL}/blog/how-to-read-a-crypto-job-offer`]);
    expect(page.ldJson.map((text) => JSON.parse(text) as unknown)).toEqual([
      JSON.parse(JSON.stringify(blogPostingJsonLd(served, SITE_URL))),
    ]);
    expect(JSON.parse(page.ldJson[0]!)).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      image: [`${SITE_URL}/blog/media/how-to-read-a-crypto-job-offer.svg`],
    });
  });

  it('keeps hostile text inside the tags it belongs to', async () => {
    const hostile = makePost({
      slug: 'hostile',
      title: HOSTILE_TEXT,
      description: HOSTILE_TEXT,
      author: { name: HOSTILE_NAME, kind: 'person' },
    });
    const page = await inspectHtml(await (await get('/blog/hostile', await realApi([], [hostile]))).text());
    expect(page.title).toBe(`${HOSTILE_TEXT} | Chainwork`);
    expect(page.ldJson[0]).not.toContain('</script>');
    expect(JSON.parse(page.ldJson[0]!)).toMatchObject({ headline: HOSTILE_TEXT, author: { name: HOSTILE_NAME } });
  });

  it('answers 404 for an unknown or malformed slug', async () => {
    const unknown = await get('/blog/no-such-post');
    expect(unknown.status).toBe(404);
    expect((await inspectHtml(await unknown.text())).title).toBe('Page not found | Chainwork');
    expect((await get('/blog/Not_A_Slug')).status).toBe(404);
  });

  it('still serves the page, with the generic metadata, when the api hangs', async () => {
    const response = await get(`/blog/${post.slug}`, hangingApi());
    expect(response.status).toBe(200);
    const page = await inspectHtml(await response.text());
    expect(page.title).toBe('Blog post | Chainwork');
    expect(page.ldJson).toEqual([]);
  });

  it('gives the list its own title and canonical', async () => {
    const page = await inspectHtml(await (await get('/blog?tag=security&page=2')).text());
    expect(page.title).toBe('Blog | Chainwork');
    expect(page.canonicals).toEqual([`${SITE_URL}/blog`]);
  });
});

describe('/blog/rss.xml', () => {
  it('is valid RSS 2.0 of the posts, newest first, with their tags and author', async () => {
    const response = await get('/blog/rss.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const rss = parseXml(await response.text());
    expect(childText(findAll(rss, 'channel')[0]!, 'title')).toBe('Chainwork blog');
    const items = findAll(rss, 'item');
    expect(items.map((item) => childText(item, 'link'))).toEqual([`${SITE_URL}/blog/${post.slug}`, `${SITE_URL}/blog/${older.slug}`]);
    expect(childText(items[0]!, 'description')).toBe(post.description);
    expect(findAll(items[0]!, 'category').map((c) => c.textContent)).toEqual(['careers', 'compensation']);
  });

  it('stays valid XML with hostile text', async () => {
    const hostile = makePost({ title: HOSTILE_TEXT, description: `${HOSTILE_TEXT} ]]> \u0001`, tags: ['x'] });
    const rss = parseXml(await (await get('/blog/rss.xml', await realApi([], [hostile]))).text());
    expect(childText(findAll(rss, 'item')[0]!, 'title')).toContain('<script>alert(1)</script>');
  });

  it('answers 503 with Retry-After when the api cannot answer', async () => {
    const response = await get('/blog/rss.xml', hangingApi());
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
  });
});

describe('/sitemap.xml and the blog', () => {
  it('lists the blog list and every post with its lastmod', async () => {
    const urls = findAll(parseXml(await (await get('/sitemap.xml')).text()), 'url').map((u) => [
      childText(u, 'loc'),
      childText(u, 'lastmod'),
    ]);
    const [newest, oldest] = [await servedPost(post.slug), await servedPost(older.slug)];
    expect(urls).toContainEqual([`${SITE_URL}/blog/${post.slug}`, newest.updatedAt.toISOString()]);
    expect(urls).toContainEqual([`${SITE_URL}/blog/${older.slug}`, oldest.updatedAt.toISOString()]);
    const latest = Math.max(newest.updatedAt.getTime(), oldest.updatedAt.getTime());
    expect(urls).toContainEqual([`${SITE_URL}/blog`, new Date(latest).toISOString()]); // the latest change of any post
    expect(urls.map(([loc]) => loc)).not.toContain(`${SITE_URL}/blog/rss.xml`);
    expect(urls.map(([loc]) => loc).filter((loc) => loc?.includes(':slug'))).toEqual([]);
  });
});

describe('/blog/media/<name>', () => {
  it('serves an SVG with its hash as ETag, a script-free CSP and a 304 on revalidation', async () => {
    const response = await get('/blog/media/scams.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toBe(SAMPLE_COVER_SVG);
    const again = await get('/blog/media/scams.svg', blogApi, { headers: { 'if-none-match': response.headers.get('etag') ?? 'missing' } });
    expect(again.status).toBe(304);
    expect((await get('/blog/media/scams.svg', blogApi, { headers: { 'if-none-match': '"0123456789abcdef"' } })).status).toBe(200);
  });

  it('answers 404 for an unknown or malformed name, without asking the api about a malformed one', async () => {
    expect((await get('/blog/media/nope.svg')).status).toBe(404);
    const api = await realApi();
    expect((await get('/blog/media/..%2Fsecret', api)).status).toBe(404);
    expect(api.received).toEqual([]);
  });
});
