import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { matchRoute } from '@chainwork/shared-config';
import { routeMeta } from '@chainwork/shared-config/meta';
import { companyMeta, organizationJsonLd } from '@chainwork/shared-config/companies';
import { createApp } from '../app';
import { HOSTILE_TEXT, makeJob, publishFixtures } from '../../test/fixtures';
import { inspectHtml } from '../../test/inspect-html';
import { failingApi, realApi, realApiClient, type RecordingApi } from '../../test/api';
import { testEnv } from '../../test/test-env';
import { childText, findAll, parseXml } from '../../test/xml';

const SITE_URL = 'http://127.0.0.1:8787';
const lumenJob = makeJob({ slug: 'lumen-role', ageDays: 1 });
const pastJob = makeJob({ slug: 'past-role', company: 'Past Co', companyUrl: 'https://past.example', ageDays: 40 });

async function get(path: string, api: RecordingApi) {
  const response = await createApp({ apiTimeoutMs: 200, feedTimeoutMs: 200 }).request(path, {}, testEnv(api));
  const html = await response.text();
  return { response, html, page: await inspectHtml(html) };
}

async function withProfile(): Promise<RecordingApi> {
  const api = await realApi([pastJob, lumenJob]);
  await env.API_DB.prepare(
    `UPDATE companies SET about = 'Zero-knowledge tooling for wallets.', logo = '/media/logos/abc.png',
       socials_json = '{"x":"https://x.com/lumen","github":"https://github.com/lumen"}' WHERE slug = 'lumen-labs'`,
  ).run();
  return api;
}

beforeEach(async () => {
  await publishFixtures(env);
});

describe('company pages', () => {
  it('writes the directory page from its route', async () => {
    const { response, page } = await get('/companies', await realApi([lumenJob]));
    const expected = routeMeta({ siteUrl: SITE_URL, path: '/companies', route: matchRoute('/companies')!.route });
    expect(response.status).toBe(200);
    expect(page.title).toBe('Companies | Chainwork');
    expect(page.descriptions).toEqual([expected.description]);
    expect(page.canonicals).toEqual([`${SITE_URL}/companies`]);
  });

  it('writes a company page from the api: title, description and the Organization JSON-LD with sameAs', async () => {
    const { response, page } = await get('/companies/lumen-labs', await withProfile());
    const company = (await realApiClient().companies.bySlug.query({ slug: 'lumen-labs' }))!;
    expect(response.status).toBe(200);
    expect(page.title).toBe('Jobs at Lumen Labs | Chainwork');
    expect(page.descriptions).toEqual([companyMeta(company, SITE_URL).description]);
    expect(page.descriptions[0]).toContain('Zero-knowledge tooling');
    expect(page.canonicals).toEqual([`${SITE_URL}/companies/lumen-labs`]);
    expect(page.ldJson).toHaveLength(1);
    const ld = JSON.parse(page.ldJson[0]!);
    expect(ld).toEqual(organizationJsonLd(company, SITE_URL));
    expect(ld).toMatchObject({
      '@type': 'Organization',
      name: 'Lumen Labs',
      url: `${SITE_URL}/companies/lumen-labs`,
      logo: `${SITE_URL}/media/logos/abc.png`,
      description: 'Zero-knowledge tooling for wallets.',
      sameAs: ['https://lumen.example', 'https://x.com/lumen', 'https://github.com/lumen'],
    });
  });

  it('answers 404 for an unknown company, as for an unknown job', async () => {
    const api = await realApi([lumenJob]);
    const { response, page } = await get('/companies/no-such-company', api);
    expect(response.status).toBe(404);
    expect(page.title).toBe('Page not found | Chainwork');
    expect(page.ldJson).toEqual([]);
    expect((await get('/companies/Not_A_Slug', api)).response.status).toBe(404);
  });

  it('keeps the page (generic metadata) when the api cannot answer', async () => {
    const { response, page } = await get('/companies/lumen-labs', failingApi());
    expect(response.status).toBe(200);
    expect(page.title).toBe('Company | Chainwork');
    expect(page.ldJson).toEqual([]);
  });

  it('escapes a hostile company name and about in the JSON-LD and the head', async () => {
    const api = await realApi([lumenJob]);
    await env.API_DB.prepare("UPDATE companies SET name = ?1, about = ?1 WHERE slug = 'lumen-labs'").bind(`Lumen ${HOSTILE_TEXT}`).run();
    const { response, page } = await get('/companies/lumen-labs', api);
    expect(response.status).toBe(200);
    // The head parses as written: one title and one description holding the text, one JSON-LD block.
    expect(page.titleCount).toBe(1);
    expect(page.title).toBe(companyMeta((await realApiClient().companies.bySlug.query({ slug: 'lumen-labs' }))!, SITE_URL).title);
    expect(page.descriptions).toHaveLength(1);
    expect(page.ldJson).toHaveLength(1);
    expect(page.ldJson[0]).not.toContain('</script>');
    expect(JSON.parse(page.ldJson[0]!).name).toBe(`Lumen ${HOSTILE_TEXT}`);
  });
});

describe('/sitemap.xml and companies', () => {
  it('lists the company pages with a live job, with lastmod, and never the :slug pattern', async () => {
    const response = await createApp({ feedTimeoutMs: 200 }).request('/sitemap.xml', {}, testEnv(await realApi([pastJob, lumenJob])));
    expect(response.status).toBe(200);
    const urls = findAll(parseXml(await response.text()), 'url').map((u) => [childText(u, 'loc'), childText(u, 'lastmod')]);
    const entries = await realApiClient().feeds.companySitemap.query();
    expect(entries.map((entry) => entry.slug)).toEqual(['lumen-labs']);
    expect(urls).toContainEqual([`${SITE_URL}/companies/lumen-labs`, entries[0]!.lastmod.toISOString()]);
    expect(urls.map(([loc]) => loc)).toContain(`${SITE_URL}/companies`);
    expect(urls.map(([loc]) => loc)).not.toContain(`${SITE_URL}/companies/past-co`);
    expect(urls.map(([loc]) => loc)).not.toContain(`${SITE_URL}/companies/:slug`);
  });
});
