/**
 * `/sitemap.xml`: every public page of the route table, every live job page, every
 * published blog post and every company page with a live job. A job's or post's `lastmod` is the api's; the home page lists jobs, so its `lastmod` is the newest job's;
 * other static pages have no honest date, so they carry none.
 */
import { BLOG_PATH, ROUTES, blogPostPath, canonicalUrl, jobPath, type RouteId } from '@chainwork/shared-config';
import type { SitemapEntry } from '@chainwork/api';
import { companyPath } from '@chainwork/shared-config/companies';
import { escapeXml } from '@chainwork/shared-config/xml-text';
import { logWarn } from '../log/log';

export const SITEMAP_PATH = '/sitemap.xml';
/** The sitemap protocol's limit per file; past it a sitemap index would be needed. */
export const SITEMAP_MAX_URLS = 50_000;

/** Pages a search engine should index: not the feeds, not the hosted sign-in/up forms, not job or post pages by pattern. */
const NOT_INDEXED: readonly RouteId[] = ['rss', 'blogRss', 'cryptoEventsFeed', 'signIn', 'signUp', 'job', 'blogPost', 'company'];

export function staticSitemapPaths(): string[] {
  return ROUTES.filter((r) => !NOT_INDEXED.includes(r.id) && !r.private).map((r) => r.path);
}

function urlElement(loc: string, lastmod?: Date): string {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
}

const newestOf = (entries: readonly SitemapEntry[]) =>
  entries.reduce<Date | undefined>((max, entry) => (!max || entry.lastmod > max ? entry.lastmod : max), undefined);

export function buildSitemap(
  jobs: readonly SitemapEntry[],
  siteUrl: string,
  posts: readonly SitemapEntry[] = [],
  companies: readonly SitemapEntry[] = [],
): string {
  const newest = newestOf(jobs);
  // The blog list shows the posts, so it changes when the newest post does.
  const lastmodOf = (path: string) => (path === '/' ? newest : path === BLOG_PATH ? newestOf(posts) : undefined);
  const statics = staticSitemapPaths().map((path) => urlElement(canonicalUrl(siteUrl, path), lastmodOf(path)));
  const postUrls = posts.map((post) => urlElement(canonicalUrl(siteUrl, blogPostPath(post.slug)), post.lastmod));
  const companyUrls = companies.map((company) => urlElement(canonicalUrl(siteUrl, companyPath(company.slug)), company.lastmod));
  const room = SITEMAP_MAX_URLS - statics.length - postUrls.length - companyUrls.length;
  if (jobs.length > room) logWarn(`sitemap: ${jobs.length} live jobs, only ${room} fit in one sitemap`);
  const jobUrls = jobs.slice(0, room).map((job) => urlElement(canonicalUrl(siteUrl, jobPath(job.slug)), job.lastmod));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...statics, ...postUrls, ...companyUrls, ...jobUrls].join('\n')}\n</urlset>\n`;
}
