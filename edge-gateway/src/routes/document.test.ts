import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROUTING_TABLE_KEY, matchRoute, type RuntimeConfig } from '@chainwork/shared-config';
import { jobPostingJsonLd, jobTitle, pageTitle, routeMeta } from '@chainwork/shared-config/meta';
import { createApp } from '../app';
import { readSettings } from '../env';
import { HOSTILE_TEXT, SHELL_TEMPLATE, VERSIONS, makeHostileJob, makeJob, publishFixtures, routingTable } from '../../test/fixtures';
import { inspectHtml, parseRuntimeConfigScript } from '../../test/inspect-html';
import { failingApi, hangingApi, realApi, servedJob, throwingApi, type RecordingApi } from '../../test/api';
import { testEnv } from '../../test/test-env';

const SITE_URL = 'http://127.0.0.1:8787';
const job = makeJob();
const hostileJob = makeHostileJob();

function setCookies(response: Response): string[] {
  return (response.headers as Headers & { getSetCookie(): string[] }).getSetCookie();
}

/** A document from the gateway; the api is the real one holding `job` and `hostileJob` unless given. */
async function get(path: string, init: RequestInit = {}, given?: RecordingApi, options = {}) {
  const api = given ?? (await realApi([job, hostileJob]));
  const app = createApp({ apiTimeoutMs: 200, ...options });
  const response = await app.request(path, init, testEnv(api));
  const html = await response.text();
  return { response, html, page: { ...(await inspectHtml(html)), html }, api };
}

function expectedRouteMeta(path: string) {
  return routeMeta({ siteUrl: SITE_URL, path, route: matchRoute(path)?.route ?? null });
}

beforeEach(async () => {
  await publishFixtures(env);
});

describe('pages kept out of search engines', () => {
  it('sends X-Robots-Tag: noindex, nofollow for the moderation area (a private page)', async () => {
    expect((await get('/admin/moderation')).response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await get('/resources/crypto-events')).response.headers.get('x-robots-tag')).toBeNull();
  });
});

describe('page metadata', () => {
  it.each(['/', '/about', '/resources/crypto-events'])('writes title, description and canonical for %s', async (path) => {
    const { response, page } = await get(path);
    const expected = expectedRouteMeta(path);
    expect(response.status).toBe(200);
    expect(page.title).toBe(expected.title);
    expect(page.titleCount).toBe(1);
    expect(page.descriptions).toEqual([expected.description]);
    expect(page.canonicals).toEqual([expected.canonical]);
    expect(page.ldJson).toEqual([]);
  });

  it('gives the home page the site root as canonical', async () => {
    const { page } = await get('/');
    expect(page.canonicals).toEqual([SITE_URL]);
    expect(page.title).toBe('Remote Crypto & Blockchain Jobs | Chainwork');
  });

  it('writes a job page from the api: title, description and the JobPosting JSON-LD', async () => {
    const { response, page, api } = await get(`/jobs/${job.slug}`);
    const served = await servedJob(job.slug);
    expect(response.status).toBe(200);
    expect(page.title).toBe(pageTitle(jobTitle(served)));
    expect(page.title).toBe('Senior Solidity Engineer at Lumen Labs | Chainwork');
    expect(page.descriptions).toEqual([routeMeta({ siteUrl: SITE_URL, path: `/jobs/${job.slug}`, route: null, job: served }).description]);
    expect(page.canonicals).toEqual([`${SITE_URL}/jobs/${job.slug}`]);
    expect(page.ldJson).toHaveLength(1);
    expect(JSON.parse(page.ldJson[0]!)).toEqual(jobPostingJsonLd(served, SITE_URL));
    const [call] = api.received;
    expect(call?.method).toBe('GET');
    expect(new URL(call!.url).pathname).toBe('/trpc/jobs.bySlug');
  });

  it('answers 410 for an expired job, with its page but without JobPosting data', async () => {
    const { response, page } = await get('/jobs/old-role', {}, await realApi([makeJob({ slug: 'old-role', ageDays: 40 })]));
    expect(response.status).toBe(410);
    expect(page.title).toBe(pageTitle(jobTitle(await servedJob('old-role'))));
    expect(page.canonicals).toEqual([`${SITE_URL}/jobs/old-role`]);
    expect(page.ldJson).toEqual([]);
    expect(page.html).not.toContain('JobPosting');
    expect((parseRuntimeConfigScript(page.inlineScripts[0]!) as RuntimeConfig).status).toBe(410);
    expect(page.scriptSrcs[0]).toBe(`/_mf/shell-app/${VERSIONS['shell-app']}/main.1a2b3c.js`);
  });
});

describe('closed jobs', () => {
  it('answers 410 for a closed (filled) job, with its page but without JobPosting data', async () => {
    const { response, page } = await get('/jobs/filled-role', {}, await realApi([makeJob({ slug: 'filled-role', status: 'removed' })]));
    expect(response.status).toBe(410);
    expect(page.ldJson).toEqual([]);
    expect(page.html).not.toContain('JobPosting');
    expect((parseRuntimeConfigScript(page.inlineScripts[0]!) as RuntimeConfig).status).toBe(410);
  });
});

describe('canonical comes from SITE_URL only', () => {
  it.each([
    ['/about?utm_source=x', {}],
    ['/about/', {}],
    ['/about?utm_source=x#team', {}],
    [
      '/about',
      {
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'host=evil.example' },
      },
    ],
    ['https://evil.example/about', {}],
  ] as const)('%s %j', async (path, init) => {
    const { page } = await get(path, init);
    expect(page.canonicals).toEqual([`${SITE_URL}/about`]);
  });

  it('builds job JSON-LD URLs from SITE_URL under a forged Host', async () => {
    const { page } = await get(`/jobs/${job.slug}/?utm_source=x`, {
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(page.canonicals).toEqual([`${SITE_URL}/jobs/${job.slug}`]);
    const ld = JSON.parse(page.ldJson[0]!) as { url: string };
    expect(ld.url).toBe(`${SITE_URL}/jobs/${job.slug}`);
  });
});

describe('hostile job fields', () => {
  it('cannot add a tag, and round-trip through the JSON-LD', async () => {
    const template = await inspectHtml(SHELL_TEMPLATE);
    const { response, html, page } = await get('/jobs/hostile-job');
    const hostile = await servedJob(hostileJob.slug);
    expect(response.status).toBe(200);
    // The template's scripts plus exactly two of ours: runtime config and JSON-LD.
    expect(page.rawScriptOpenings).toBe(template.rawScriptOpenings + 2);
    expect((html.match(/<\/script/gi) ?? []).length).toBe(page.rawScriptOpenings);
    expect((html.match(/<title/gi) ?? []).length).toBe(1);
    expect(html).not.toContain('<!--');
    // U+2028/2029 are harmless in HTML text but end a line in JavaScript: never raw in a script.
    for (const script of [...page.inlineScripts, ...page.ldJson]) expect(script).not.toMatch(/[\u2028\u2029]/);
    expect(page.title).toBe(pageTitle(jobTitle(hostile)));
    expect(page.title).toContain(HOSTILE_TEXT.trim().slice(0, 20));
    expect(JSON.parse(page.ldJson[0]!)).toEqual(jobPostingJsonLd(hostile, SITE_URL));
    const expectedDescription = routeMeta({ siteUrl: SITE_URL, path: '/jobs/hostile-job', route: null, job: hostile }).description;
    expect(expectedDescription).toContain('"well" & \'fast\' >');
    expect(page.descriptions).toEqual([expectedDescription]);
  });
});

describe('runtime config', () => {
  it('is injected right after <meta charset>, parseable, with the live remote manifests', async () => {
    const { page } = await get('/about');
    expect(page.headOrder[0]).toBe('meta[charset]');
    expect(page.headOrder[1]).toBe('script');
    const config = parseRuntimeConfigScript(page.inlineScripts[0]!) as RuntimeConfig;
    expect(config).toEqual({
      remotes: {
        navigation: `/_mf/remote-navigation/${VERSIONS['remote-navigation']}/mf-manifest.json`,
        newsletter: `/_mf/remote-newsletter/${VERSIONS['remote-newsletter']}/mf-manifest.json`,
        jobs: `/_mf/remote-jobs/${VERSIONS['remote-jobs']}/mf-manifest.json`,
        content: `/_mf/remote-content/${VERSIONS['remote-content']}/mf-manifest.json`,
      },
      versions: VERSIONS,
      settings: readSettings(env),
      status: 200,
      session: null,
    } satisfies RuntimeConfig);
    expect(config.settings.siteUrl).toBe(SITE_URL);
    expect(config.settings.social.email).toBe('mailto:hello@chainwork.example');
  });

  it('maps only the remotes that have a live version', async () => {
    const { 'remote-jobs': _dropped, 'remote-content': _alsoDropped, ...rest } = VERSIONS;
    await publishFixtures(env, rest);
    const { response, page } = await get('/');
    const config = parseRuntimeConfigScript(page.inlineScripts[0]!) as RuntimeConfig;
    expect(Object.keys(config.remotes).sort()).toEqual(['navigation', 'newsletter']);
    expect(response.headers.get('x-chainwork-versions')).toBe(
      `shell-app=${VERSIONS['shell-app']};remote-navigation=${VERSIONS['remote-navigation']};remote-newsletter=${VERSIONS['remote-newsletter']}`,
    );
  });
});

describe('shell asset URLs', () => {
  it('points relative URLs at the live shell version and leaves data:, absolute and external ones alone', async () => {
    const { page } = await get('/');
    const base = `/_mf/shell-app/${VERSIONS['shell-app']}`;
    expect(page.scriptSrcs).toEqual([`${base}/main.1a2b3c.js`, 'https://cdn.example.com/analytics.js', '/already/absolute.js']);
    // The template's own links, rewritten, and the remotes' preload hints (src/html/remote-preloads.ts);
    // the canonical, and the search's feeds (absolute, from SITE_URL: document.feeds.test.ts).
    const templateLinks = page.linkHrefs.filter((href) => !href.startsWith('/_mf/remote-'));
    expect(templateLinks).toEqual([
      'data:,',
      `${base}/main.1a2b3c.css`,
      `${base}/fonts/sora.4f5e.woff2`,
      SITE_URL,
      `${SITE_URL}/rss.xml`,
      `${SITE_URL}/feed.json`,
    ]);
  });
});

describe('status', () => {
  it('answers an unknown route with 404 and the shell', async () => {
    const { response, page } = await get('/no-such-page');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.title).toBe(pageTitle('Page not found'));
    expect(page.scriptSrcs[0]).toBe(`/_mf/shell-app/${VERSIONS['shell-app']}/main.1a2b3c.js`);
    expect((parseRuntimeConfigScript(page.inlineScripts[0]!) as RuntimeConfig).status).toBe(404);
  });

  it('answers an unknown job slug with 404 and the shell', async () => {
    const { response, page } = await get('/jobs/no-such-job');
    expect(response.status).toBe(404);
    expect(page.title).toBe(pageTitle('Page not found'));
    expect(page.ldJson).toEqual([]);
    expect((parseRuntimeConfigScript(page.inlineScripts[0]!) as RuntimeConfig).status).toBe(404);
  });

  it('does not ask the api about a path that cannot be a slug', async () => {
    const { response, api } = await get('/jobs/Not_A_Slug');
    expect(response.status).toBe(404);
    expect(api.received).toEqual([]);
  });

  it.each([
    ['throws', throwingApi()],
    ['answers 500', failingApi(500)],
    ['answers 503 text', failingApi(503)],
  ])('serves the shell with generic job metadata when the api %s', async (_label, api) => {
    const { response, page } = await get(`/jobs/${job.slug}`, {}, api);
    expect(response.status).toBe(200);
    expect(page.title).toBe(expectedRouteMeta(`/jobs/${job.slug}`).title);
    expect(page.title).toBe('Job | Chainwork');
    expect(page.ldJson).toEqual([]);
    expect(api.received).toHaveLength(1);
  });

  it('gives up on a hanging api after the timeout and serves the shell', async () => {
    const { response, page } = await get(`/jobs/${job.slug}`, {}, hangingApi(), { apiTimeoutMs: 100 });
    expect(response.status).toBe(200);
    expect(page.title).toBe('Job | Chainwork');
  });

  it('answers 503 with a how-to-publish page when no shell is live', async () => {
    await env.ROUTING.delete(ROUTING_TABLE_KEY);
    const { response, html } = await get('/');
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('not published yet');
    expect(html).toContain('npm start');
  });

  it('answers 503 when the live shell version has no template in the store', async () => {
    await env.ROUTING.put(ROUTING_TABLE_KEY, JSON.stringify(routingTable({ ...VERSIONS, 'shell-app': 'missing0version' })));
    const { response } = await get('/about');
    expect(response.status).toBe(503);
  });

  it('answers 503 when the routing table is not valid', async () => {
    await env.ROUTING.put(ROUTING_TABLE_KEY, '{"schema":1,"packages":{"shell-app":{"live":"nope"}}}');
    const { response } = await get('/about');
    expect(response.status).toBe(503);
  });
});

describe('response headers', () => {
  it('marks documents as HTML, private and revalidated, versioned and served by the gateway', async () => {
    const { response } = await get('/about');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('x-served-by')).toBe('chainwork-gateway');
    expect(response.headers.get('x-chainwork-versions')).toBe(
      'shell-app=shell1a2b3c;remote-navigation=nav4d5e6f;remote-newsletter=news7a8b9c;remote-jobs=jobs0d1e2f;remote-content=content3a4b5c',
    );
  });

  it('hints no script in a Link header: the app scripts wait for the first paint, which a header would not', async () => {
    const { response } = await get('/');
    expect(response.headers.get('link')).toBeNull();
  });

  it('answers HEAD with the headers and no body', async () => {
    const app = createApp();
    const response = await app.request('/about', { method: 'HEAD' }, testEnv(await realApi()));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  it('refuses other methods on documents', async () => {
    const app = createApp();
    const response = await app.request('/about', { method: 'POST', body: 'x' }, testEnv(await realApi()));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('colour-mode cookie on documents', () => {
  const cookie = 'chakra-ui-color-mode=dark; Max-Age=31536000; Path=/; SameSite=Lax';
  const colourCookie = (response: Response) => setCookies(response).find((c) => c.startsWith('chakra-ui-color-mode=')) ?? null;

  it.each([
    ['missing', undefined],
    ['light', 'chakra-ui-color-mode=light'],
    ['garbage', 'other=1; chakra-ui-color-mode=system'],
  ])('is set when the cookie is %s', async (_label, header) => {
    const { response } = await get('/about', header ? { headers: { cookie: header } } : {});
    expect(colourCookie(response)).toBe(cookie);
  });

  it('is not set again when it is already dark', async () => {
    const { response } = await get('/about', { headers: { cookie: 'a=1; chakra-ui-color-mode=dark; cw_bucket=5' } });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('is set on 404 documents too', async () => {
    const { response } = await get('/jobs/no-such-job');
    expect(colourCookie(response)).toBe(cookie);
  });

  it('is Secure when the site is https', async () => {
    const app = createApp();
    const response = await app.request('/about', {}, testEnv(await realApi(), { SITE_URL: 'https://chainwork.example' }));
    expect(colourCookie(response)).toBe('chakra-ui-color-mode=dark; Max-Age=31536000; Path=/; Secure; SameSite=Lax');
  });
});
