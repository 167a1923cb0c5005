import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEED_ITEM_COUNT } from '@chainwork/shared-config/feeds';
import { DAY_MS, NOW, resetJobs, seedJobs, testJob } from '../../test/fixtures';
import { feedRoutes } from './feed-routes';
import { jsonFeedSchema } from './json-feed';

const SITE = 'http://127.0.0.1:8787';
const app = feedRoutes({ now: () => NOW });
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers }, env);
const guids = (rss: string) => [...rss.matchAll(/<guid isPermaLink="true">([^<]*)<\/guid>/g)].map((m) => m[1]);
const selfLink = (rss: string) => /<atom:link href="([^"]*)" rel="self"/.exec(rss)?.[1];

beforeAll(async () => {
  await resetJobs();
  await seedJobs([
    testJob('rust-worldwide-new', { title: 'Rust Engineer', tags: ['rust'], standardizedLocation: 'remote', ageMs: DAY_MS }),
    testJob('rust-worldwide-old', { title: 'Rust Protocol Engineer', tags: ['rust'], standardizedLocation: 'remote', ageMs: 3 * DAY_MS }),
    testJob('rust-europe', { title: 'Rust Developer', tags: ['rust'], standardizedLocation: 'remote-europe', ageMs: 2 * DAY_MS }),
    testJob('solidity-worldwide', { title: 'Solidity Engineer', standardizedLocation: 'remote', ageMs: DAY_MS / 2 }),
    testJob('rust-expired', { title: 'Rust Auditor', tags: ['rust'], standardizedLocation: 'remote', ageMs: 31 * DAY_MS }),
    testJob('featured-rust', { title: 'Rust Lead', tags: ['rust'], standardizedLocation: 'remote', ageMs: 5 * DAY_MS }),
  ]);
  await env.DB.prepare('UPDATE jobs SET featured_until = ?1 WHERE slug = ?2')
    .bind(NOW.getTime() + 10 * DAY_MS, 'featured-rust')
    .run();
});

describe('/rss.xml', () => {
  it("lists the search's live jobs, Featured first, then newest first, with the feeds' caching", async () => {
    const response = await get('/rss.xml?q=rust&remote=worldwide');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/);
    const rss = await response.text();
    expect(guids(rss)).toEqual([`${SITE}/jobs/featured-rust`, `${SITE}/jobs/rust-worldwide-new`, `${SITE}/jobs/rust-worldwide-old`]);
    expect(rss).toContain('<title>“rust”, remote worldwide: jobs on Chainwork</title>');
    expect(rss).toContain(`<link>${SITE}/?q=rust&amp;remote=worldwide&amp;sort=newest</link>`);
  });

  it('names its canonical address as self: the page parser, normalised, unknown and bad fields dropped', async () => {
    const rss = await (await get('/rss.xml?remote=worldwide&utm_source=x&q=%20rust%20&sort=newest&salary=7&tags=zk,defi')).text();
    expect(selfLink(rss)).toBe(`${SITE}/rss.xml?q=rust&amp;tags=defi%2Czk&amp;remote=worldwide`);
  });

  it('answers 304 to a reader that has the same feed, with its caching headers', async () => {
    const first = await get('/rss.xml?q=rust');
    const tag = first.headers.get('etag')!;
    const again = await get('/rss.xml?q=rust', { 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await again.text()).toBe('');
    expect((await get('/rss.xml?q=solidity', { 'if-none-match': tag })).status).toBe(200);
  });

  it('keeps an explicit sort, and the empty search is every live job', async () => {
    expect(selfLink(await (await get('/rss.xml?q=rust&sort=relevance')).text())).toBe(`${SITE}/rss.xml?q=rust&amp;sort=relevance`);
    const all = await (await get('/rss.xml')).text();
    expect(selfLink(all)).toBe(`${SITE}/rss.xml`);
    expect(guids(all)).toHaveLength(5);
  });
});

describe('/feed.json', () => {
  it('is the RSS twin: the same jobs in the same order, as valid JSON Feed 1.1', async () => {
    const response = await get('/feed.json?q=rust&remote=worldwide');
    expect(response.headers.get('content-type')).toBe('application/feed+json; charset=utf-8');
    const feed = jsonFeedSchema.parse(await response.json());
    const rss = await (await get('/rss.xml?q=rust&remote=worldwide')).text();
    expect(feed.items.map((item) => item.id)).toEqual(guids(rss));
    expect(feed.feed_url).toBe(`${SITE}/feed.json?q=rust&remote=worldwide`);
    // The page in the feed's order: with text, the page's own default is relevance.
    expect(feed.home_page_url).toBe(`${SITE}/?q=rust&remote=worldwide&sort=newest`);
    expect(feed.items[1]).toMatchObject({
      title: 'Rust Engineer at Quillfeather Finance',
      authors: [{ name: 'Quillfeather Finance' }],
      tags: ['rust'],
    });
  });
});

describe('the feed size', () => {
  it(`lists the newest ${FEED_ITEM_COUNT} jobs of a larger search`, async () => {
    await resetJobs();
    await seedJobs(Array.from({ length: FEED_ITEM_COUNT + 5 }, (_, i) => testJob(`many-${i}`, { ageMs: (i + 1) * 60_000 })));
    const feed = jsonFeedSchema.parse(await (await get('/feed.json')).json());
    expect(feed.items).toHaveLength(FEED_ITEM_COUNT);
    expect(feed.items[0]!.id).toBe(`${SITE}/jobs/many-0`);
    expect(feed.items.at(-1)!.id).toBe(`${SITE}/jobs/many-${FEED_ITEM_COUNT - 1}`);
  });
});
