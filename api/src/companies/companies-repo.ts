/**
 * The companies' read model: the directory (name search, ecosystem, hiring now, keyset pages,
 * total) and one company's profile with its live jobs. "Live" is the search's rule: published
 * and posted within JOB_VALIDITY_MS. Query plans are held by companies-repo.test.ts.
 */
import { JOB_VALIDITY_MS } from '@chainwork/shared-config';
import { COMPANY_OPEN_JOBS_MAX, RECENTLY_CLOSED_DAYS, type CompanySocials, type EcosystemId } from '@chainwork/shared-config/companies';
import type { SqlDatabase } from '../db/database';
import { SUMMARY_COLUMNS, toJobSummary, type JobSummaryRow } from '../db/job-row';
import type { JobSummary } from '../job-types';
import { firstIdPostedAfter } from '../search/live-window';
import { COMPANY_COLUMNS, ecosystemsOf, sameAsOf, socialsOf, type CompanyRow } from './company-row';
import { decodeListCursor, encodeListCursor } from './list-cursor';
import { DAY_MS } from '@chainwork/shared-config/time';

export interface CompanySummary {
  slug: string;
  name: string;
  logo: string | null;
  ecosystems: EcosystemId[];
  openJobs: number;
  verified: boolean;
}

export interface CompanyProfile {
  slug: string;
  name: string;
  logo: string | null;
  website: string | null;
  about: string;
  socials: CompanySocials;
  ecosystems: EcosystemId[];
  verified: boolean;
  openJobs: JobSummary[];
  openJobsTotal: number;
  recentlyClosed: number;
  sameAs: string[];
}

export interface CompanyList {
  items: CompanySummary[];
  nextCursor: string | null;
  total: number;
}

export interface ListOptions {
  q?: string | undefined;
  ecosystem?: EcosystemId | undefined;
  hiring?: boolean | undefined;
  cursor?: string | null | undefined;
  limit: number;
}

/**
 * The directory shows a company with at least one job ever (any status) or an active source;
 * the first reads the jobs_by_company index, the second import_sources_by_company.
 */
export const LISTED_COMPANY = `(EXISTS (SELECT 1 FROM jobs WHERE jobs.company_slug = c.slug)
  OR EXISTS (SELECT 1 FROM import_sources AS s WHERE s.company_slug = c.slug AND s.status = 'active'))`;

/*
 * Open jobs per company in one pass over the live window, a rowid range of `jobs` (ids follow
 * Date, see live-window.ts), instead of one count per company over all its jobs ever. The name
 * search is a substring test with instr(), not LIKE: nothing to escape, and D1 refuses LIKE
 * patterns over 50 bytes. NOT INDEXED keeps the planner on the rowid range: it would otherwise walk
 * jobs_by_company whole for the GROUP BY's order, every job ever. lower() folds ASCII only, on both sides alike. The total is a window
 * count over the filtered set, taken before the page's keyset bound.
 */
export const LIST_SQL = `
WITH open_counts AS (
  SELECT company_slug AS slug, count(*) AS n FROM jobs NOT INDEXED
  WHERE id >= ${firstIdPostedAfter('?1')} AND status = 'published'
  GROUP BY company_slug
),
matching AS (
  SELECT c.slug, c.name, lower(c.name) AS sort_name, c.logo, c.ecosystems_json, c.claimed_by IS NOT NULL AS verified,
         coalesce(o.n, 0) AS open_jobs
  FROM companies AS c LEFT JOIN open_counts AS o ON o.slug = c.slug
  WHERE ${LISTED_COMPANY}
    AND (?2 IS NULL OR instr(lower(c.name), lower(?2)) > 0)
    AND (?3 IS NULL OR (json_valid(c.ecosystems_json) AND EXISTS (SELECT 1 FROM json_each(c.ecosystems_json) WHERE value = ?3)))
    AND (?4 = 0 OR o.n > 0)
),
counted AS (SELECT *, count(*) OVER () AS total FROM matching)
SELECT slug, name, sort_name, logo, ecosystems_json, verified, open_jobs, total FROM counted
WHERE ?5 IS NULL OR open_jobs < ?5 OR (open_jobs = ?5 AND (sort_name > ?6 OR (sort_name = ?6 AND slug > ?7)))
ORDER BY open_jobs DESC, sort_name, slug
LIMIT ?8`;

interface ListRow {
  slug: string;
  name: string;
  sort_name: string;
  logo: string | null;
  ecosystems_json: string;
  verified: number;
  open_jobs: number;
  total: number;
}

export async function listCompanies(db: SqlDatabase, now: Date, options: ListOptions): Promise<CompanyList> {
  const after = options.cursor ? decodeListCursor(options.cursor) : null;
  const q = options.q?.trim() ? options.q.trim() : null;
  const bind = (limit: number, position: typeof after) =>
    db
      .prepare(LIST_SQL)
      .bind(
        now.getTime() - JOB_VALIDITY_MS,
        q,
        options.ecosystem ?? null,
        options.hiring ? 1 : 0,
        position?.openJobs ?? null,
        position?.sortName ?? null,
        position?.slug ?? null,
        limit,
      );
  const { results } = await bind(options.limit + 1, after).all<ListRow>();
  const page = results.slice(0, options.limit);
  const last = page.at(-1);
  // Past the last page (a cursor kept while companies changed): the total still counts the list.
  const total = results[0]?.total ?? (after ? ((await bind(1, null).first<ListRow>())?.total ?? 0) : 0);
  return {
    items: page.map((row) => ({
      slug: row.slug,
      name: row.name,
      logo: row.logo,
      ecosystems: ecosystemsOf(row.ecosystems_json),
      openJobs: row.open_jobs,
      verified: row.verified === 1,
    })),
    nextCursor:
      results.length > options.limit && last
        ? encodeListCursor({ openJobs: last.open_jobs, sortName: last.sort_name, slug: last.slug })
        : null,
    total,
  };
}

/** One company's row, listed or not (claims and edits read it); null when there is none. */
export async function companyRow(db: SqlDatabase, slug: string): Promise<CompanyRow | null> {
  return db.prepare(`SELECT ${COMPANY_COLUMNS} FROM companies AS c WHERE c.slug = ?1`).bind(slug).first<CompanyRow>();
}

/*
 * One company's live jobs, newest first, through jobs_by_company (company_slug = ?): the
 * company's own rows only, never the board. Ids follow Date, so id order is newest first.
 */
export const OPEN_JOBS_SQL = `
SELECT ${SUMMARY_COLUMNS} FROM jobs
WHERE jobs.company_slug = ?1 AND jobs.status = 'published' AND jobs.posted_at > ?2
ORDER BY jobs.id DESC LIMIT ?3`;
const OPEN_TOTAL_SQL = `SELECT count(*) AS n FROM jobs WHERE company_slug = ?1 AND status = 'published' AND posted_at > ?2`;
/** A closed job: removed (by its employer, its source, a moderator) at closed_at, or at its last change before closed_at existed. */
const RECENTLY_CLOSED_SQL = `SELECT count(*) AS n FROM jobs WHERE company_slug = ?1 AND status = 'removed' AND coalesce(closed_at, updated_at) > ?2`;

/** The company page's data, or null for a company the directory does not list. */
export async function companyProfile(db: SqlDatabase, slug: string, now: Date): Promise<CompanyProfile | null> {
  const liveAfter = now.getTime() - JOB_VALIDITY_MS;
  // One batch is one transaction: the jobs, their total and the company agree.
  const [companyResult, jobsResult, totalResult, closedResult] = await db.batch([
    db.prepare(`SELECT ${COMPANY_COLUMNS} FROM companies AS c WHERE c.slug = ?1 AND ${LISTED_COMPANY}`).bind(slug),
    db.prepare(OPEN_JOBS_SQL).bind(slug, liveAfter, COMPANY_OPEN_JOBS_MAX),
    db.prepare(OPEN_TOTAL_SQL).bind(slug, liveAfter),
    db.prepare(RECENTLY_CLOSED_SQL).bind(slug, now.getTime() - RECENTLY_CLOSED_DAYS * DAY_MS),
  ]);
  const company = companyResult?.results[0] as CompanyRow | undefined;
  if (!company) return null;
  const socials = socialsOf(company.socials_json);
  return {
    slug: company.slug,
    name: company.name,
    logo: company.logo,
    website: company.website,
    about: company.about,
    socials,
    ecosystems: ecosystemsOf(company.ecosystems_json),
    verified: company.claimed_by !== null,
    openJobs: (jobsResult?.results as JobSummaryRow[]).map(toJobSummary),
    openJobsTotal: (totalResult?.results[0] as { n: number } | undefined)?.n ?? 0,
    recentlyClosed: (closedResult?.results[0] as { n: number } | undefined)?.n ?? 0,
    sameAs: sameAsOf(company.website, socials),
  };
}
