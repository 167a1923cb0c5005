/**
 * `/sitemap.xml`: every public page of the route table and every live job page. A job's
 * `lastmod` is the api's; the home page lists jobs, so its `lastmod` is the newest job's;
 * other static pages have no honest date, so they carry none.
 */
import { ROUTES, canonicalUrl, jobPath, type RouteId } from '@chainwork/shared-config';
import type { SitemapEntry } from '@chainwork/api';
import { escapeXml } from './xml-text';
import { logWarn } from '../log/log';

export const SITEMAP_PATH = '/sitemap.xml';
/** The sitemap protocol's limit per file; past it a sitemap index would be needed. */
export const SITEMAP_MAX_URLS = 50_000;

/** Pages a search engine should index: not the feed, not the hosted sign-in/up forms, not job pages by pattern. */
const NOT_INDEXED: readonly RouteId[] = ['rss', 'signIn', 'signUp', 'job'];

export function staticSitemapPaths(): string[] {
  return ROUTES.filter((r) => !NOT_INDEXED.includes(r.id)).map((r) => r.path);
}

function urlElement(loc: string, lastmod?: Date): string {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
}

export function buildSitemap(jobs: readonly SitemapEntry[], siteUrl: string): string {
  const newest = jobs.reduce<Date | undefined>((max, job) => (!max || job.lastmod > max ? job.lastmod : max), undefined);
  const statics = staticSitemapPaths().map((path) => urlElement(canonicalUrl(siteUrl, path), path === '/' ? newest : undefined));
  const room = SITEMAP_MAX_URLS - statics.length;
  if (jobs.length > room) logWarn(`sitemap: ${jobs.length} live jobs, only ${room} fit in one sitemap`);
  const jobUrls = jobs.slice(0, room).map((job) => urlElement(canonicalUrl(siteUrl, jobPath(job.slug)), job.lastmod));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...statics, ...jobUrls].join('\n')}\n</urlset>\n`;
}
