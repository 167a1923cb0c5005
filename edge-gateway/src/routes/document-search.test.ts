import { env } from 'cloudflare:workers';
import superjson from 'superjson';
import { beforeEach, describe, expect, it } from 'vitest';
import type { JobSummary, SearchResult } from '@chainwork/api';
import { JOB_SEARCH_PAGE_SIZE, READ_COST_HEADER, type RuntimeConfig } from '@chainwork/shared-config';
import { filtersOf, searchInputOf } from '@chainwork/shared-config/search-input';
import { createApp, type GatewayOptions } from '../app';
import { HOSTILE_TEXT, SHELL_TEMPLATE, makeHostileJob, makeJob, publishFixtures } from '../../test/fixtures';
import { inspectHtml, parseRuntimeConfigScript } from '../../test/inspect-html';
import { failingApi, hangingApi, realApi, realApiClient, throwingApi, type RecordingApi } from '../../test/api';
import { testEnv } from '../../test/test-env';
import type { ReadLimiter } from '../rate-limit/read-limiter';

const solidity = makeJob();
const rust = makeJob({ slug: 'rust-protocol-engineer-at-lumen-labs', title: 'Rust Protocol Engineer', tags: ['rust', 'zk'], ageDays: 3 });
/** More jobs than one page holds, so the handed page is a first page only. */
const many = Array.from({ length: JOB_SEARCH_PAGE_SIZE + 5 }, (_, i) =>
  makeJob({ slug: `solidity-auditor-${i}-at-lumen-labs`, title: `Solidity Auditor ${i}`, ageDays: 5 + (i % 20) }),
);

async function feature(slug: string): Promise<void> {
  await env.API_DB.prepare('UPDATE jobs SET featured_until = ?1 WHERE slug = ?2')
    .bind(Date.now() + 10 * 86_400_000, slug)
    .run();
}

async function get(path: string, api: RecordingApi, options: GatewayOptions = {}, init: RequestInit = {}) {
  const app = createApp({ apiTimeoutMs: 200, ...options });
  const response = await app.request(path, init, testEnv(api));
  const html = await response.text();
  const page = await inspectHtml(html);
  const config = parseRuntimeConfigScript(page.inlineScripts[0]!) as RuntimeConfig;
  return { response, html, page, config };
}

const searchCalls = (api: RecordingApi) => api.received.filter((r) => /\/trpc\/jobs\.(search|featured)\b/.test(r.url));

beforeEach(async () => {
  await publishFixtures(env);
});

describe('the first search page in a document of /', () => {
  it('hands / the first page of the newest jobs and the pinned ones, as the api answers them, under the inputs the page asks with', async () => {
    const api = await realApi([solidity, rust, ...many]);
    await feature(rust.slug);
    const { response, config } = await get('/', api);
    expect(response.status).toBe(200);
    expect(config.search?.input).toEqual(searchInputOf({}));
    expect(config.search?.filters).toEqual(filtersOf({}));
    const page = superjson.deserialize<SearchResult>(config.search!.page as never);
    expect(page).toEqual(await realApiClient().jobs.search.query(searchInputOf({})));
    // A first page only: the rest is paged in by the browser.
    expect(page.items).toHaveLength(JOB_SEARCH_PAGE_SIZE);
    expect(page.nextCursor).toEqual(expect.any(String));
    const featured = superjson.deserialize<JobSummary[]>(config.search!.featured as never);
    expect(featured.map((j) => j.Pretty_url)).toEqual([rust.slug]);
    expect(featured).toEqual(await realApiClient().jobs.featured.query(filtersOf({})));
  });

  it('hands a filtered search the inputs the jobs remote builds from the same URL', async () => {
    const api = await realApi([solidity, rust, ...many]);
    const { config } = await get('/?q=%20rust%20&tags=zk,rust&sort=relevance&utm_source=feed', api);
    const state = { q: 'rust', tags: ['rust', 'zk'], sort: 'relevance' as const };
    expect(config.search?.input).toEqual(searchInputOf(state));
    expect(config.search?.input).toEqual({ q: 'rust', tags: ['rust', 'zk'], sort: 'relevance', limit: JOB_SEARCH_PAGE_SIZE });
    expect(config.search?.filters).toEqual({ q: 'rust', tags: ['rust', 'zk'] });
    const page = superjson.deserialize<SearchResult>(config.search!.page as never);
    expect(page.items.map((j) => j.Pretty_url)).toEqual([rust.slug]);
    expect(page).toEqual(await realApiClient().jobs.search.query(searchInputOf(state)));
  });

  it.each([
    ['an unknown employment type', '/?type=NOPE'],
    ['a salary that is not a floor', '/?salary=12345'],
    ['a salary that is not a number', '/?salary=lots'],
    ['an unknown sort', '/?q=rust&sort=cheapest'],
    ['a tag that is not a tag', '/?tags=Not%20A%20Tag'],
    ['search text over the limit', `/?q=${'a'.repeat(1000)}`],
  ])('hands nothing and asks the api nothing for %s', async (_label, path) => {
    const api = await realApi([solidity]);
    const { response, config } = await get(path, api);
    expect(response.status).toBe(200);
    expect(config.search).toBeUndefined();
    expect(searchCalls(api)).toEqual([]);
  });

  it('hands nothing on other pages, and asks nothing for a HEAD', async () => {
    const api = await realApi([solidity]);
    expect((await get('/about?q=rust', api)).config.search).toBeUndefined();
    expect((await get(`/jobs/${solidity.slug}?q=rust`, api)).config.search).toBeUndefined();
    const head = await createApp().request('/?q=rust', { method: 'HEAD' }, testEnv(api));
    expect(head.status).toBe(200);
    expect(searchCalls(api)).toEqual([]);
  });

  it.each([
    ['throws', throwingApi()],
    ['answers a platform error', failingApi(503)],
  ])('serves / without a first page when the api %s', async (_label, api) => {
    const { response, config } = await get('/?q=solidity', api);
    expect(response.status).toBe(200);
    expect(config.search).toBeUndefined();
  });

  it('stops waiting for a hanging api at the job page deadline and serves / without a first page', async () => {
    const api = hangingApi();
    const { response, config } = await get('/?q=solidity', api, { apiTimeoutMs: 50 });
    expect(response.status).toBe(200);
    expect(config.search).toBeUndefined();
    expect(searchCalls(api)).toHaveLength(2);
  });

  it('asks nothing while the circuit is open or the isolate has no api call to spare', async () => {
    const down = throwingApi();
    const app = createApp({ apiTimeoutMs: 200, breaker: { failureThreshold: 2, openMs: 60_000 } });
    for (let i = 0; i < 2; i += 1) await app.request('/?q=solidity', {}, testEnv(down));
    const before = down.received.length;
    const open = await app.request('/?q=solidity', {}, testEnv(down));
    expect(open.status).toBe(200);
    expect(down.received.length).toBe(before);

    const api = await realApi([solidity]);
    const { config } = await get('/?q=solidity', api, { maxApiInFlight: 0 });
    expect(config.search).toBeUndefined();
    expect(api.received).toEqual([]);
  });

  it("takes at most a quarter of the isolate's api slots, keeping the rest for calls without a fallback", async () => {
    const api = hangingApi();
    // 8 slots: room for one first page (two calls) at a time.
    const app = createApp({ apiTimeoutMs: 50, maxApiInFlight: 8 });
    const documents = await Promise.all(['/?q=a', '/?q=b', '/?q=c'].map((path) => app.request(path, {}, testEnv(api))));
    expect(documents.map((d) => d.status)).toEqual([200, 200, 200]);
    expect(searchCalls(api)).toHaveLength(2);
  });

  it("spends the visitor's read budget as the page's own queries would, and hands nothing once it is spent", async () => {
    const spent: Array<[string, number]> = [];
    const charged: Array<[string, number]> = [];
    let allow = true;
    const readLimiter: ReadLimiter = {
      async spend(key, units) {
        spent.push([key, units]);
        return allow ? { allowed: true } : { allowed: false, retryAfterS: 10 };
      },
      async charge(key, units) {
        charged.push([key, units]);
      },
    };
    const real = await realApi([solidity]);
    // Each answer says its cache misses cost 2 units, as the api does after a cold read.
    const api: RecordingApi = {
      received: real.received,
      async fetch(request) {
        const response = await real.fetch(request);
        const headers = new Headers(response.headers);
        headers.set(READ_COST_HEADER, '2');
        return new Response(response.body, { status: response.status, headers });
      },
    };
    const visitor = { headers: { 'cf-connecting-ip': '203.0.113.7' } };
    expect((await get('/?q=solidity', api, { readLimiter }, visitor)).config.search).toBeDefined();
    // jobs.search (3) + jobs.featured (1), READ_COSTS of shared-config, up front; the misses after.
    expect(spent).toEqual([['local:203.0.113.7', 4]]);
    expect(charged).toEqual([['local:203.0.113.7', 4]]);
    allow = false;
    const refused = await get('/?q=solidity', api, { readLimiter }, visitor);
    expect(refused.response.status).toBe(200);
    expect(refused.config.search).toBeUndefined();
    expect(searchCalls(api)).toHaveLength(2);
  });

  it('keeps hostile job fields inside the config script, and the document private and revalidated', async () => {
    const api = await realApi([makeHostileJob()]);
    const { response, page, html, config } = await get('/', api);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const template = await inspectHtml(SHELL_TEMPLATE);
    // The template's scripts plus exactly one of ours, the runtime config: the text opened no element.
    expect(page.rawScriptOpenings).toBe(template.rawScriptOpenings + 1);
    expect((html.match(/<\/script/gi) ?? []).length).toBe(page.rawScriptOpenings);
    expect(html).not.toContain('<!--');
    // U+2028/2029 are harmless in HTML text but end a line in JavaScript: never raw in a script.
    for (const script of page.inlineScripts) expect(script).not.toMatch(/[\u2028\u2029]/);
    const result = superjson.deserialize<SearchResult>(config.search!.page as never);
    expect(result.items[0]!.Title).toContain(HOSTILE_TEXT);
  });
});
