import { describe, expect, it } from 'vitest';
import { buildSitemap, staticSitemapPaths } from './sitemap';
import { childText, findAll, parseXml } from '../../test/xml';
import { robotsTxt } from './robots';

const SITE = 'https://chainwork.example';

describe('buildSitemap', () => {
  const jobs = [
    { slug: 'newest-role', lastmod: new Date('2026-11-03T08:00:00.000Z') },
    { slug: 'older-role', lastmod: new Date('2026-10-20T12:30:00.000Z') },
  ];

  it('lists the public static pages and every live job, with accurate lastmod', () => {
    const urlset = parseXml(buildSitemap(jobs, SITE));
    expect(urlset.tagName).toBe('urlset');
    expect(urlset.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = findAll(urlset, 'url').map((url) => [childText(url, 'loc'), childText(url, 'lastmod')]);
    expect(urls).toContainEqual([`${SITE}/jobs/newest-role`, '2026-11-03T08:00:00.000Z']);
    expect(urls).toContainEqual([`${SITE}/jobs/older-role`, '2026-10-20T12:30:00.000Z']);
    // The home page lists jobs: it changes when the newest one does.
    expect(urls).toContainEqual([SITE, '2026-11-03T08:00:00.000Z']);
    // Other static pages have no honest date.
    expect(urls).toContainEqual([`${SITE}/about`, undefined]);
    expect(urls).toHaveLength(staticSitemapPaths().length + jobs.length);
  });

  it('leaves out the feed, the sign-in pages and the job pattern', () => {
    expect(staticSitemapPaths()).toEqual(
      expect.arrayContaining(['/', '/about', '/blog', '/resources/job-market-analytics', '/terms', '/privacy']),
    );
    for (const path of ['/rss.xml', '/sign-in', '/sign-up', '/jobs/:slug']) expect(staticSitemapPaths()).not.toContain(path);
    // Content pages are in; the iCal feed and the moderators' area are not.
    expect(staticSitemapPaths()).toEqual(
      expect.arrayContaining(['/resources/crypto-vcs-and-accelerators', '/resources/crypto-events', '/post-testimonials']),
    );
    for (const path of ['/resources/crypto-events.ics', '/admin/moderation']) expect(staticSitemapPaths()).not.toContain(path);
  });

  it('is well-formed with no jobs at all', () => {
    const urlset = parseXml(buildSitemap([], SITE));
    expect(findAll(urlset, 'url')).toHaveLength(staticSitemapPaths().length);
    expect(findAll(urlset, 'lastmod')).toHaveLength(0);
  });
});

describe('robotsTxt', () => {
  it('points to the sitemap by absolute URL and keeps crawlers off the api', () => {
    expect(robotsTxt(SITE)).toBe(`User-agent: *\nDisallow: /api/\nDisallow: /admin/\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});
