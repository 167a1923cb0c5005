import superjson from 'superjson';
import type { Job } from '@chainwork/api';
import { describe, expect, it } from 'vitest';
import { jobPostingJsonLd, pageTitle, jobTitle } from '@chainwork/shared-config/meta';
import { resolvePage } from './page-meta';
import { makeJob } from '../../test/fixtures';
import { realApi, servedJob, throwingApi } from '../../test/api';
import { routeDescription } from '@chainwork/shared-config/meta';

const siteUrl = 'https://chainwork.example';
const job = makeJob();

describe('resolvePage', () => {
  it('serves a known route with its own metadata and never calls the api', async () => {
    const api = await realApi([job]);
    const page = await resolvePage({ siteUrl, path: '/terms', api });
    expect(page.status).toBe(200);
    expect(page.meta.title).toBe(pageTitle('Terms of Service'));
    expect(page.meta.canonical).toBe(`${siteUrl}/terms`);
    expect(api.received).toEqual([]);
  });

  it('serves /developers with its title, description and canonical from the route table', async () => {
    const api = await realApi([job]);
    const page = await resolvePage({ siteUrl, path: '/developers/', api });
    expect(page.status).toBe(200);
    expect(page.meta.title).toBe(pageTitle('Developers'));
    expect(page.meta.description).toBe(routeDescription('developers'));
    expect(page.meta.canonical).toBe(`${siteUrl}/developers`);
    expect(api.received).toEqual([]);
  });

  it('answers 404 for unknown paths and for the feed, which the shell does not render', async () => {
    for (const path of ['/nope', '/rss.xml', '/jobs/', '/jobs/UPPER']) {
      const page = await resolvePage({ siteUrl, path, api: await realApi([job]) });
      expect(page.status, path).toBe(404);
      expect(page.meta.title).toBe(pageTitle('Page not found'));
    }
  });

  it('serves the sign-in and sign-up pages at the paths the environment sets', async () => {
    const authPaths = { signInPath: '/login', signUpPath: '/join' };
    for (const path of ['/login', '/join']) {
      expect((await resolvePage({ siteUrl, path, api: await realApi([job]), authPaths })).status, path).toBe(200);
    }
    expect((await resolvePage({ siteUrl, path: '/sign-in', api: await realApi([job]), authPaths })).status).toBe(404);
    expect((await resolvePage({ siteUrl, path: '/sign-in', api: await realApi([job]) })).status).toBe(200);
  });

  it('builds a job page from the api', async () => {
    const page = await resolvePage({ siteUrl, path: `/jobs/${job.slug}`, api: await realApi([job]) });
    const served = await servedJob(job.slug);
    expect(page.status).toBe(200);
    expect(page.meta.title).toBe(pageTitle(jobTitle(served)));
    expect(page.meta.title).toBe(pageTitle('Senior Solidity Engineer at Lumen Labs'));
    expect(page.meta.jsonLd).toEqual(jobPostingJsonLd(served, siteUrl));
  });

  it('hands the job to the page as the api answered it, in the superjson wire form the shell reads', async () => {
    const page = await resolvePage({ siteUrl, path: `/jobs/${job.slug}`, api: await realApi([job]) });
    expect(page.job?.slug).toBe(job.slug);
    const handed = superjson.deserialize<Job>(page.job!.data as never);
    expect(handed).toEqual(await servedJob(job.slug));
    expect(handed.Date).toBeInstanceOf(Date);
  });

  it('answers 404 for a slug the api does not know, 200 with generic metadata when the api fails', async () => {
    expect((await resolvePage({ siteUrl, path: '/jobs/gone', api: await realApi([job]) })).status).toBe(404);
    const degraded = await resolvePage({ siteUrl, path: `/jobs/${job.slug}`, api: throwingApi() });
    expect(degraded.status).toBe(200);
    expect(degraded.meta.title).toBe(pageTitle('Job'));
    expect(degraded.meta.jsonLd).toBeUndefined();
    expect(degraded.job).toBeUndefined();
  });

  it('degrades to generic metadata when a job answer breaks the contract (an api of another version)', async () => {
    const api = { fetch: async () => Response.json({ result: { data: superjson.serialize({ Title: 'only a title' }) } }) };
    const page = await resolvePage({ siteUrl, path: `/jobs/${job.slug}`, api });
    expect(page.status).toBe(200);
    expect(page.meta.title).toBe(pageTitle('Job'));
    expect(page.meta.jsonLd).toBeUndefined();
    expect(page.job).toBeUndefined();
  });
});
