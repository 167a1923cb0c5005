import type { SqlDatabase, SqlStatement } from '../db/database';
import type { PublishableJob } from './job-from-steps';
import { roleFingerprint } from '../imports/fingerprint';
import { DAY_MS } from '@chainwork/shared-config/time';

/**
 * The row that makes a batch count: every statement below runs only while it holds (a
 * review still pending, an order still open), and the batch's last statement moves it on.
 * So a double-clicked approval or a replayed payment publishes once, inside one D1
 * transaction.
 */
export interface Guard {
  table: 'posting_reviews' | 'payments';
  id: string;
  status: 'pending' | 'open';
}

/** The job's columns from title to company_logo, in the order both the insert and the update bind them. */
function jobColumnValues(job: PublishableJob) {
  return [
    job.title,
    job.company,
    job.companySlug,
    job.location,
    job.standardizedLocation,
    job.numericSalary,
    job.salaryMin,
    job.salaryMax,
    job.employmentType,
    job.seniority,
    job.applyUrl,
    job.companyUrl,
    job.companyLogo,
  ];
}

function guardSql(guard: Guard, param: string): string {
  return `EXISTS (SELECT 1 FROM ${guard.table} WHERE id = ${param} AND status = '${guard.status}')`;
}

export interface PublishOptions {
  now: number;
  /** Days the job is pinned (Featured); 0 for none. */
  pinnedDays: number;
  employerVerified: boolean;
}

/**
 * Statements that add the job to the board: its row (Date = now, or the newest Date when
 * that is later: ids follow Date), then tags, then the description, whose insert indexes
 * it for search (migration 0002). The slug is the job's URL for life.
 */
export function insertJobStatements(
  db: SqlDatabase,
  slug: string,
  job: PublishableJob,
  options: PublishOptions,
  guard: Guard,
): SqlStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO jobs (slug, title, company, company_slug, posted_at, location, standardized_location, numeric_salary,
                           salary_min, salary_max, salary_currency, employment_type, seniority, apply_url, company_url,
                           company_logo, status, featured_until, employer_verified, fingerprint)
         SELECT ?1, ?2, ?3, ?4, d.posted_at, ?5, ?6, ?7, ?8, ?9, 'USD', ?10, ?11, ?12, ?13, ?14, 'published',
                CASE WHEN ?15 > 0 THEN d.posted_at + ?15 * ${DAY_MS} END, ?16, ?19
         FROM (SELECT max(?17, coalesce((SELECT max(posted_at) FROM jobs), 0)) AS posted_at) AS d
         WHERE ${guardSql(guard, '?18')}`,
      )
      .bind(
        slug,
        ...jobColumnValues(job),
        options.pinnedDays,
        options.employerVerified ? 1 : 0,
        options.now,
        guard.id,
        postedFingerprint(job),
      ),
    insertTags(db, slug, job.tags, guard),
    db
      .prepare(`INSERT INTO job_descriptions (job_id, description_md) SELECT id, ?2 FROM jobs WHERE slug = ?1 AND ${guardSql(guard, '?3')}`)
      .bind(slug, job.descriptionMd, guard.id),
    ...supersedeImportedStatements(db, slug, postedFingerprint(job), options.now, guard),
  ];
}

function postedFingerprint(job: PublishableJob): string {
  return roleFingerprint(job.companySlug, job.title, job.standardizedLocation);
}

/**
 * A paid post wins over an import of the same role: the imported job closes, its address
 * leads to the post, and the boards that list the role count for the post from now on.
 */
function supersedeImportedStatements(db: SqlDatabase, slug: string, fingerprint: string, now: number, guard: Guard): SqlStatement[] {
  const imported = `SELECT id FROM jobs WHERE fingerprint = ?2 AND origin = 'imported' AND status = 'published'`;
  return [
    db
      .prepare(
        `INSERT OR REPLACE INTO job_redirects (from_slug, to_slug)
         SELECT slug, ?1 FROM jobs WHERE id IN (${imported}) AND ${guardSql(guard, '?3')}`,
      )
      .bind(slug, fingerprint, guard.id),
    db
      .prepare(
        `UPDATE imported_postings SET job_id = (SELECT id FROM jobs WHERE slug = ?1)
         WHERE job_id IN (${imported}) AND ${guardSql(guard, '?3')}`,
      )
      .bind(slug, fingerprint, guard.id),
    db
      .prepare(`UPDATE jobs SET status = 'removed', closed_at = ?1 WHERE id IN (${imported}) AND ${guardSql(guard, '?3')}`)
      .bind(now, fingerprint, guard.id),
  ];
}

function insertTags(db: SqlDatabase, slug: string, tags: readonly string[], guard: Guard): SqlStatement {
  return db
    .prepare(
      `INSERT INTO job_tags (job_id, tag, position)
       SELECT jobs.id, tag.value, tag.key FROM jobs, json_each(?2) AS tag WHERE jobs.slug = ?1 AND ${guardSql(guard, '?3')}`,
    )
    .bind(slug, JSON.stringify(tags), guard.id);
}

/**
 * Renewal: the same URL, bumped to the top. The search's order is the id order, so the
 * row is written again (a new id and Date) rather than edited; tags and description go
 * with it (ON DELETE CASCADE) and come back with the insert.
 */
export function republishJobStatements(
  db: SqlDatabase,
  slug: string,
  job: PublishableJob,
  options: PublishOptions,
  guard: Guard,
): SqlStatement[] {
  return [
    db.prepare(`DELETE FROM jobs WHERE slug = ?1 AND ${guardSql(guard, '?2')}`).bind(slug, guard.id),
    ...insertJobStatements(db, slug, job, options, guard),
  ];
}

/** An approved edit of a live job, in place: same URL, same Date, re-indexed by the triggers. */
export function updateJobStatements(
  db: SqlDatabase,
  slug: string,
  job: PublishableJob,
  employerVerified: boolean,
  guard: Guard,
): SqlStatement[] {
  return [
    db
      .prepare(
        `UPDATE jobs SET title = ?2, company = ?3, company_slug = ?4, location = ?5, standardized_location = ?6, numeric_salary = ?7,
                salary_min = ?8, salary_max = ?9, employment_type = ?10, seniority = ?11, apply_url = ?12, company_url = ?13,
                company_logo = ?14, employer_verified = ?15, fingerprint = ?17
         WHERE slug = ?1 AND ${guardSql(guard, '?16')}`,
      )
      .bind(slug, ...jobColumnValues(job), employerVerified ? 1 : 0, guard.id, postedFingerprint(job)),
    db
      .prepare(`DELETE FROM job_tags WHERE job_id = (SELECT id FROM jobs WHERE slug = ?1) AND ${guardSql(guard, '?2')}`)
      .bind(slug, guard.id),
    insertTags(db, slug, job.tags, guard),
    db
      .prepare(
        `UPDATE job_descriptions SET description_md = ?2 WHERE job_id = (SELECT id FROM jobs WHERE slug = ?1) AND ${guardSql(guard, '?3')}`,
      )
      .bind(slug, job.descriptionMd, guard.id),
  ];
}
