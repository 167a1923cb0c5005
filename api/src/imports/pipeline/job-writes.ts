import type { SqlDatabase, SqlStatement } from '../../db/database';
import type { NormalisedJob } from '../types';

/** Where an imported job is unknown to the location vocabulary: it matches no location filter. */
export const UNLISTED_LOCATION = 'unlisted';

export interface ImportedJobInput {
  slug: string;
  job: NormalisedJob;
  sourceId: string;
  fingerprint: string;
  company: { slug: string; name: string; website: string | null; logo: string | null };
  /**
   * Kept across a repost: when the role was first listed. Null for a role new to the board: it
   * is first listed at the Date written (so it is never shown as a repost of itself).
   */
  firstSeenAt: number | null;
}

function salaryColumns(job: NormalisedJob) {
  const pay = job.pay;
  if (!pay) return [null, null, null, null, null, null, null];
  return [
    Math.round((pay.usdYearlyMin + pay.usdYearlyMax) / 2),
    pay.usdYearlyMin,
    pay.usdYearlyMax,
    pay.currency,
    pay.interval,
    pay.min,
    pay.max,
  ];
}

/**
 * A new job on the board: Date = now, or the newest Date when that is later (ids follow Date,
 * migration 0002), then tags, then the description, whose insert indexes it for search. Never
 * a second live job of one role: the check is in the transaction, so it holds against a
 * concurrent import of the same company's other board.
 */
export function insertImportedJob(db: SqlDatabase, input: ImportedJobInput, now: number): SqlStatement[] {
  const { job } = input;
  return [
    db
      .prepare(
        `INSERT INTO jobs (slug, title, company, company_slug, posted_at, location, standardized_location,
                           numeric_salary, salary_min, salary_max, salary_currency, pay_currency, pay_interval, pay_min, pay_max,
                           employment_type, seniority, apply_url, company_url, company_logo, status,
                           origin, source_id, fingerprint, first_seen_at)
         SELECT ?1, ?2, ?3, ?4, d.posted_at, ?5, ?6, ?7, ?8, ?9, 'USD', ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18,
                'published', 'imported', ?19, ?20, coalesce(?21, d.posted_at)
         FROM (SELECT max(?22, coalesce((SELECT max(posted_at) FROM jobs), 0)) AS posted_at) AS d
         -- The role already live (another board of the company imported beside this one wrote it after this
         -- import looked): no second job; the posting links to it (savePosting), and the statements keyed on
         -- this slug (tags, description, channels) find no job and write nothing.
         WHERE NOT EXISTS (SELECT 1 FROM jobs WHERE fingerprint = ?20 AND status = 'published')`,
      )
      .bind(
        input.slug,
        job.title,
        input.company.name,
        input.company.slug,
        job.location,
        job.standardizedLocation ?? UNLISTED_LOCATION,
        ...salaryColumns(job),
        job.employmentType,
        job.seniority,
        job.applyUrl,
        input.company.website,
        input.company.logo,
        input.sourceId,
        input.fingerprint,
        input.firstSeenAt,
        now,
      ),
    db
      .prepare(
        `INSERT INTO job_tags (job_id, tag, position) SELECT jobs.id, tag.value, tag.key FROM jobs, json_each(?2) AS tag WHERE jobs.slug = ?1`,
      )
      .bind(input.slug, JSON.stringify(job.tags)),
    db
      .prepare(`INSERT INTO job_descriptions (job_id, description_md) SELECT id, ?2 FROM jobs WHERE slug = ?1`)
      .bind(input.slug, job.descriptionMd),
  ];
}

/**
 * A closed role listed again within the repost window: the same URL comes back at the top of
 * the board. The search orders by id, so the row is written again (as a renewal is); tags and
 * description go with it (ON DELETE CASCADE) and come back with the insert.
 */
export function repostImportedJob(db: SqlDatabase, oldJobId: number, input: ImportedJobInput, now: number): SqlStatement[] {
  return [db.prepare('DELETE FROM jobs WHERE id = ?1').bind(oldJobId), ...insertImportedJob(db, input, now)];
}

/** The job row's columns a changed posting writes, in updateImportedJob's bind order from ?3. */
const JOB_COLUMNS = `title, location, standardized_location, numeric_salary, salary_min, salary_max, pay_currency, pay_interval, pay_min, pay_max,
                employment_type, seniority, apply_url`;
const JOB_VALUES = '?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15';

/**
 * A changed posting, in place: same URL, same Date, re-indexed once. Only a job shown from
 * this source takes the new text: a posted job, or one shown from another source, keeps its
 * own. Only what differs is written. The search index follows each write through its
 * triggers (migration 0002): every tag row written re-indexes the job while it has a
 * description, as does the job row's update and the description's. So when the tags or the
 * row differ, the description leaves first (the index drops the job), the tags and the row
 * are written with no trigger re-indexing, and the description's return indexes the job once;
 * a description that alone changed is updated in place (one re-index).
 */
export function updateImportedJob(db: SqlDatabase, jobId: number, sourceId: string, job: NormalisedJob): SqlStatement[] {
  const shownHere = `EXISTS (SELECT 1 FROM jobs WHERE id = ?1 AND origin = 'imported' AND source_id = ?2)`;
  const tags = JSON.stringify(job.tags);
  const columns = [
    job.title,
    job.location,
    job.standardizedLocation ?? UNLISTED_LOCATION,
    ...salaryColumns(job),
    job.employmentType,
    job.seniority,
    job.applyUrl,
  ];
  const rowDiffers = `EXISTS (SELECT 1 FROM jobs WHERE id = ?1 AND (${JOB_COLUMNS}) IS NOT (${JOB_VALUES}))`;
  const tagsDiffer = `?16 IS NOT (SELECT json_group_array(tag) FROM (SELECT tag FROM job_tags WHERE job_id = ?1 ORDER BY position))`;
  return [
    db
      .prepare(`DELETE FROM job_descriptions WHERE job_id = ?1 AND ${shownHere} AND (${tagsDiffer} OR ${rowDiffers})`)
      .bind(jobId, sourceId, ...columns, tags),
    db
      .prepare(
        `DELETE FROM job_tags WHERE job_id = ?1 AND ${shownHere} AND ?3 IS NOT (SELECT json_group_array(tag) FROM (SELECT tag FROM job_tags WHERE job_id = ?1 ORDER BY position))`,
      )
      .bind(jobId, sourceId, tags),
    db
      .prepare(
        `INSERT INTO job_tags (job_id, tag, position) SELECT ?1, tag.value, tag.key FROM json_each(?3) AS tag
         WHERE ${shownHere} AND NOT EXISTS (SELECT 1 FROM job_tags WHERE job_id = ?1)`,
      )
      .bind(jobId, sourceId, tags),
    // The tags' triggers no longer touch the job (its sitemap lastmod) while it has no description.
    db
      .prepare(
        `UPDATE jobs SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
         WHERE id = ?1 AND origin = 'imported' AND source_id = ?2 AND NOT EXISTS (SELECT 1 FROM job_descriptions WHERE job_id = ?1)`,
      )
      .bind(jobId, sourceId),
    db
      .prepare(
        `UPDATE jobs SET (${JOB_COLUMNS}) = (${JOB_VALUES})
         WHERE id = ?1 AND origin = 'imported' AND source_id = ?2 AND (${JOB_COLUMNS}) IS NOT (${JOB_VALUES})`,
      )
      .bind(jobId, sourceId, ...columns),
    db
      .prepare(
        `INSERT INTO job_descriptions (job_id, description_md) SELECT ?1, ?3
         WHERE ${shownHere} AND NOT EXISTS (SELECT 1 FROM job_descriptions WHERE job_id = ?1)`,
      )
      .bind(jobId, sourceId, job.descriptionMd),
    db
      .prepare(`UPDATE job_descriptions SET description_md = ?3 WHERE job_id = ?1 AND description_md IS NOT ?3 AND ${shownHere}`)
      .bind(jobId, sourceId, job.descriptionMd),
  ];
}

/**
 * After a posting closed: its job closes too when no open posting lists it any more (a posted
 * job is never closed by an import); otherwise, if it was shown from this source, it is shown
 * from one that still lists it, with that source's apply page.
 */
export function afterPostingClosed(db: SqlDatabase, jobId: number, sourceId: string, now: number): SqlStatement[] {
  return [
    db
      .prepare(
        `UPDATE jobs SET status = 'removed', closed_at = ?2
         WHERE id = ?1 AND origin = 'imported' AND status = 'published'
           AND NOT EXISTS (SELECT 1 FROM imported_postings WHERE job_id = ?1 AND closed_at IS NULL)`,
      )
      .bind(jobId, now),
    db
      .prepare(
        `UPDATE jobs SET (source_id, apply_url) = (
           SELECT source_id, apply_url FROM imported_postings WHERE job_id = ?1 AND closed_at IS NULL ORDER BY source_id LIMIT 1)
         WHERE id = ?1 AND origin = 'imported' AND source_id = ?2
           AND EXISTS (SELECT 1 FROM imported_postings WHERE job_id = ?1 AND closed_at IS NULL)`,
      )
      .bind(jobId, sourceId),
  ];
}

/** An open posting lists the job being updated (`jobs` in the outer statement). */
const OPEN_POSTING = 'SELECT 1 FROM imported_postings AS o WHERE o.job_id = jobs.id AND o.closed_at IS NULL';

/**
 * Sources that stop (a moderator removed them, or they left the sources file): their open
 * postings close, then every imported job no open posting lists any more closes too, and a job
 * another source still lists is shown from that one, with its apply page (afterPostingClosed's
 * rule, for whole sources). `sourceIds` is a SQL query of the sources' ids that reads `?1`
 * (bound to `key`); posted jobs are never closed by an import.
 */
export function closeSourcesStatements(db: SqlDatabase, sourceIds: string, key: string, now: number): SqlStatement[] {
  return [
    db.prepare(`UPDATE imported_postings SET closed_at = ?2 WHERE closed_at IS NULL AND source_id IN (${sourceIds})`).bind(key, now),
    db
      .prepare(
        `UPDATE jobs SET status = 'removed', closed_at = ?2
         WHERE id IN (SELECT job_id FROM imported_postings WHERE source_id IN (${sourceIds}) AND job_id IS NOT NULL)
           AND origin = 'imported' AND status = 'published' AND NOT EXISTS (${OPEN_POSTING})`,
      )
      .bind(key, now),
    db
      .prepare(
        `UPDATE jobs SET (source_id, apply_url) = (
           SELECT o.source_id, o.apply_url FROM imported_postings AS o WHERE o.job_id = jobs.id AND o.closed_at IS NULL ORDER BY o.source_id LIMIT 1)
         WHERE source_id IN (${sourceIds}) AND origin = 'imported' AND status = 'published' AND EXISTS (${OPEN_POSTING})`,
      )
      .bind(key),
  ];
}
