import { JOB_VALIDITY_MS } from '@chainwork/shared-config';
import type { SqlDatabase } from '../db/database';
import { DETAIL_COLUMNS, toJob, type JobDetailRow } from '../db/job-row';
import type { FeedJob, SitemapEntry } from '../job-types';
import { firstIdPostedAfter } from '../search/live-window';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

/*
 * Live jobs are a rowid range (see live-window.ts); newest first is rowid order. The
 * range is scanned on `jobs` directly: feeds want every live row, so there is no
 * search index to consult.
 */
const LATEST_SQL = `
SELECT ${DETAIL_COLUMNS} FROM jobs
WHERE jobs.id >= ${firstIdPostedAfter('?1')} AND jobs.status = 'published'
ORDER BY jobs.id DESC LIMIT ?2`;

const SITEMAP_SQL = `
SELECT slug, updated_at FROM jobs
WHERE id >= ${firstIdPostedAfter('?1')} AND status = 'published'
ORDER BY id DESC LIMIT ?2`;

/** The newest live published jobs, with what an RSS item needs. */
export async function latestLiveJobs(db: SqlDatabase, options: { now: Date; limit: number }): Promise<FeedJob[]> {
  const { results } = await db
    .prepare(LATEST_SQL)
    .bind(options.now.getTime() - JOB_VALIDITY_MS, options.limit)
    .all<JobDetailRow>();
  return results.map((row) => ({ ...toJob(row, options.now), updatedAt: new Date(row.updated_at) }));
}

/** Every live published job's page, newest first: slug and last modification (updated_at). */
export async function sitemapEntries(db: SqlDatabase, now: Date): Promise<SitemapEntry[]> {
  const { results } = await db
    .prepare(SITEMAP_SQL)
    .bind(now.getTime() - JOB_VALIDITY_MS, SITEMAP_MAX_URLS)
    .all<{ slug: string; updated_at: number }>();
  return results.map((row) => ({ slug: row.slug, lastmod: new Date(row.updated_at) }));
}
