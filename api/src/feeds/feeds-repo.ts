import { JOB_VALIDITY_MS } from '@chainwork/shared-config';
import type { SqlDatabase } from '../db/database';
import type { SitemapEntry } from '../job-types';
import { firstIdPostedAfter } from '../search/live-window';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

/*
 * Live jobs are a rowid range (see live-window.ts); newest first is rowid order. The
 * range is scanned on `jobs` directly: the sitemap wants every live row, so there is no
 * search index to consult.
 */
const SITEMAP_SQL = `
SELECT slug, updated_at FROM jobs
WHERE id >= ${firstIdPostedAfter('?1')} AND status = 'published'
ORDER BY id DESC LIMIT ?2`;

/*
 * Companies with a live job: one pass over the live rowid range (NOT INDEXED keeps the planner
 * off jobs_by_company, which it would walk whole for the GROUP BY's order). A company page
 * changes with its jobs and its profile, so lastmod is the later of the two.
 */
const COMPANY_SITEMAP_SQL = `
SELECT c.slug, max(o.lastmod, c.updated_at) AS lastmod
FROM (SELECT company_slug, max(updated_at) AS lastmod FROM jobs NOT INDEXED
      WHERE id >= ${firstIdPostedAfter('?1')} AND status = 'published' GROUP BY company_slug) AS o
JOIN companies AS c ON c.slug = o.company_slug
ORDER BY c.slug LIMIT ?2`;

/** Every company page with at least one live job: slug and last modification. */
export async function companySitemapEntries(db: SqlDatabase, now: Date): Promise<SitemapEntry[]> {
  const { results } = await db
    .prepare(COMPANY_SITEMAP_SQL)
    .bind(now.getTime() - JOB_VALIDITY_MS, SITEMAP_MAX_URLS)
    .all<{ slug: string; lastmod: number }>();
  return results.map((row) => ({ slug: row.slug, lastmod: new Date(row.lastmod) }));
}

/** Every live published job's page, newest first: slug and last modification (updated_at). */
export async function sitemapEntries(db: SqlDatabase, now: Date): Promise<SitemapEntry[]> {
  const { results } = await db
    .prepare(SITEMAP_SQL)
    .bind(now.getTime() - JOB_VALIDITY_MS, SITEMAP_MAX_URLS)
    .all<{ slug: string; updated_at: number }>();
  return results.map((row) => ({ slug: row.slug, lastmod: new Date(row.updated_at) }));
}
