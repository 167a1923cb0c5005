import { beforeAll, describe, expect, it } from 'vitest';
import type { Element } from '@xmldom/xmldom';
import { READ_COST_HEADER } from '@chainwork/shared-config';
import { xmlSafe } from '@chainwork/shared-config/xml-text';
import { createApp } from '../app';
import { makeHostileJob, makeJob } from '../../test/fixtures';
import { realApi, type RecordingApi } from '../../test/api';
import { jsonFeedSchema } from '../../test/json-feed';
import { testEnv } from '../../test/test-env';
import { childText, findAll, parseXml } from '../../test/xml';
import type { ReadLimiter } from '../rate-limit/read-limiter';
import type { GatewayOptions } from '../state';

const SITE_URL = 'http://127.0.0.1:8787';
const get = (api: RecordingApi, path: string, init: RequestInit = {}, options: GatewayOptions = {}) =>
  createApp(options).request(path, init, testEnv(api));

/**
 * Job titles that break naive feed writers: markup, entities, CDATA ends, emoji, controls. (A lone
 * surrogate never reaches a feed: D1 stores text as UTF-8, where it is U+FFFD; xmlSafe's own
 * tests cover it.)
 */
const NASTY_TITLES = [
  'Rust & Go <Engineer> &amp; &nbsp;',
  '</script><script>alert(1)</script>',
  'Solidity 🚀 Dev 👩‍💻 (ZK ✓)',
  'Null\u0000 Bell\u0007 Esc\u001b Form\u000c Feed',
  'CDATA ]]> end <![CDATA[ x ]]>',
  '"quoted" \'single\' \u2028 \u2029 right-to-left \u202E',
];
const nastyJobs = NASTY_TITLES.map((title, i) =>
  makeJob({ slug: `nasty-${i}`, title, company: i % 2 ? 'Evil <!-- Co & "Sons"' : 'Lumen Labs', ageDays: 1 + i / 10, tags: ['rust'] }),
);
const others = [makeHostileJob(), makeJob({ slug: 'solidity-role', title: 'Solidity Engineer', tags: ['solidity'], ageDays: 0.5 })];

const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const ABSOLUTE = /^https?:\/\/[^\s]+$/;

/** The W3C feed validator's rules that matter here, on a parsed RSS 2.0 document; returns its items. */
function checkRss(root: Element, self: string): Element[] {
  expect(root.tagName).toBe('rss');
  expect(root.getAttribute('version')).toBe('2.0');
  const [channel, ...more] = findAll(root, 'channel');
  expect(more).toEqual([]);
  for (const name of ['title', 'link', 'description']) expect(childText(channel!, name)?.trim()).toBeTruthy();
  expect(childText(channel!, 'link')).toMatch(ABSOLUTE);
  const [atom] = findAll(channel!, 'atom:link');
  expect(atom?.namespaceURI).toBe('http://www.w3.org/2005/Atom');
  expect([atom?.getAttribute('rel'), atom?.getAttribute('type'), atom?.getAttribute('href')]).toEqual([
    'self',
    'application/rss+xml',
    self,
  ]);
  const built = childText(channel!, 'lastBuildDate');
  if (built !== undefined) expect(built).toMatch(RFC_822);
  const items = findAll(channel!, 'item');
  for (const item of items) {
    expect(childText(item, 'title') ?? childText(item, 'description')).toBeTruthy();
    const link = childText(item, 'link');
    expect(link).toMatch(ABSOLUTE);
    const [guid] = findAll(item, 'guid');
    expect(guid!.getAttribute('isPermaLink')).toBe('true');
    expect(guid!.textContent).toBe(link);
    expect(childText(item, 'pubDate')).toMatch(RFC_822);
    expect(Number.isNaN(Date.parse(childText(item, 'pubDate')!))).toBe(false);
    for (const category of findAll(item, 'category')) expect(category.textContent).toBeTruthy();
  }
  // Markup in a job's fields stays text: no element the feed does not write.
  expect(findAll(root, 'script')).toEqual([]);
  return items;
}

describe('the job feeds validate', () => {
  let api: RecordingApi;
  beforeAll(async () => {
    api = await realApi([...nastyJobs, ...others]);
  });

  it.each([
    ['', 'every live job'],
    ['?tags=rust', 'one tag'],
    ['?q=%20rust%20&tags=rust&utm_source=x&sort=newest', 'text, a tag and noise'],
  ])('RSS 2.0 for %j (%s): well-formed, the required elements, RFC 822 dates, a self link, permalinks, absolute URLs', async (query) => {
    const response = await get(api, `/rss.xml${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get(READ_COST_HEADER)).toBeNull();
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    const body = await response.text();
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const json = jsonFeedSchema.parse(await (await get(api, `/feed.json${query}`)).json());
    // Self links name the canonical address of the same search.
    const items = checkRss(parseXml(body), json.feed_url!.replace('/feed.json', '/rss.xml'));
    expect(json.items.map((item) => item.id)).toEqual(items.map((item) => childText(item, 'link')));
    expect(items.length).toBeGreaterThan(0);
  });

  it.each(NASTY_TITLES.map((title, i) => [title, i] as const))('keeps the title %j as text in both feeds', async (_title, i) => {
    const job = nastyJobs[i]!;
    // One line, without what XML cannot carry (the api's feedText).
    const oneLine = (text: string) => xmlSafe(text).replace(/\s+/g, ' ').trim();
    const expected = oneLine(`${job.title} at ${job.company}`);
    const rss = parseXml(await (await get(api, '/rss.xml')).text());
    const item = findAll(rss, 'item').find((it) => childText(it, 'link') === `${SITE_URL}/jobs/${job.slug}`);
    expect(childText(item!, 'title')).toBe(expected);
    expect(childText(item!, 'dc:creator')).toBe(oneLine(job.company));
    const json = jsonFeedSchema.parse(await (await get(api, '/feed.json')).json());
    const entry = json.items.find((it) => it.id === `${SITE_URL}/jobs/${job.slug}`)!;
    expect(entry.title).toBe(expected);
    // No character a reader could choke on: no C0 control but tab and line feeds.
    expect(JSON.stringify(entry)).not.toMatch(/\\u00[01][0-9a-f]/i);
    expect(new Date(entry.date_published!).getTime()).toBe(job.postedAt.getTime());
  });

  it('JSON Feed 1.1: the spec schema, the search named, absolute links', async () => {
    const feed = jsonFeedSchema.parse(await (await get(api, '/feed.json?tags=rust&q=rust')).json());
    expect(feed.title).toBe('“rust”, rust: jobs on Chainwork');
    expect(feed.feed_url).toBe(`${SITE_URL}/feed.json?q=rust&tags=rust`);
    expect(feed.home_page_url).toBe(`${SITE_URL}/?q=rust&tags=rust&sort=newest`);
    expect(feed.items.map((item) => item.id)).not.toContain(`${SITE_URL}/jobs/solidity-role`);
  });
});

describe('routing the job feeds to the api', () => {
  it("sends only the search's fields (first values) and the reader's If-None-Match, and relays a 304", async () => {
    const api = await realApi([makeJob({ slug: 'rust-role', title: 'Rust Engineer', tags: ['rust'] })]);
    const first = await get(api, '/feed.json?q=rust&q=go', { headers: { cookie: 'cw_session=secret' } });
    const received = new URL(api.received.at(-1)!.url);
    expect([received.pathname, received.searchParams.getAll('q')]).toEqual(['/feed.json', ['rust']]);
    expect(api.received.at(-1)!.headers.cookie).toBeUndefined();
    const tag = first.headers.get('etag')!;
    const again = await get(api, '/feed.json?q=rust', { headers: { 'if-none-match': tag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=300');
    expect(api.received.at(-1)!.headers['if-none-match']).toBe(tag);
  });

  it("spends the reader's read budget as a search page's first batch, and refuses with 429 once it is spent", async () => {
    const spent: Array<[string, number]> = [];
    let allow = true;
    const readLimiter: ReadLimiter = {
      async spend(key, units) {
        spent.push([key, units]);
        return allow ? { allowed: true } : { allowed: false, retryAfterS: 10 };
      },
      async charge() {},
    };
    const api = await realApi([makeJob({ slug: 'rust-role' })]);
    const reader = { headers: { 'cf-connecting-ip': '203.0.113.7' } };
    expect((await get(api, '/rss.xml', reader, { readLimiter })).status).toBe(200);
    // jobs.search (3) + jobs.featured (1): READ_COSTS of shared-config.
    expect(spent).toEqual([['local:203.0.113.7', 4]]);
    allow = false;
    const calls = api.received.length;
    const refused = await get(api, '/rss.xml', reader, { readLimiter });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(api.received.length).toBe(calls);
  });
});
