import type { ChannelName } from '@chainwork/shared-config/channels';
import type { SqlDatabase, SqlStatement } from '../../db/database';
import type { NormalisedJob } from '../types';
import { UNLISTED_LOCATION, type ImportedJobInput } from './job-writes';
import { savePostingsOfNewJobs } from './posting-writes';
import { enqueueJobsStatement } from '../../channels/enqueue';

/** A job new to the board, with the posting that lists it. */
export interface NewJob {
  slug: string;
  job: NormalisedJob;
  fingerprint: string;
  /** The posting's content hash (imported_postings.content_hash). */
  hash: string;
  /** Its raw hash, when the fetch took one (imported_postings.raw_hash). */
  rawHash: string | null;
}

/** A set's JSON stays far below D1's 2 MB value limit (SQLITE_TOOBIG above it), as the seed's chunks do. */
export const NEW_JOBS_MAX_BYTES = 512 * 1024;
/** At most this many new jobs per set: a set's statements go in one transaction, which a search waits behind. */
export const NEW_JOBS_PER_SET = 50;

/** The columns a new job's JSON carries, read once per row from binary JSON (the seed's insertJobs does the same). */
function jobColumns(entry: NewJob) {
  const { job } = entry;
  const pay = job.pay;
  return {
    slug: entry.slug,
    title: job.title,
    location: job.location,
    standardized_location: job.standardizedLocation ?? UNLISTED_LOCATION,
    numeric_salary: pay ? Math.round((pay.usdYearlyMin + pay.usdYearlyMax) / 2) : null,
    salary_min: pay ? pay.usdYearlyMin : null,
    salary_max: pay ? pay.usdYearlyMax : null,
    pay_currency: pay ? pay.currency : null,
    pay_interval: pay ? pay.interval : null,
    pay_min: pay ? pay.min : null,
    pay_max: pay ? pay.max : null,
    employment_type: job.employmentType,
    seniority: job.seniority,
    apply_url: job.applyUrl,
    fingerprint: entry.fingerprint,
    tags: job.tags,
    description_md: job.descriptionMd,
    external_id: job.externalId,
    content_hash: entry.hash,
    raw_hash: entry.rawHash,
  };
}

/** Groups new jobs into sets of at most NEW_JOBS_PER_SET jobs and NEW_JOBS_MAX_BYTES of JSON (one row may exceed it alone). */
export function newJobSets(jobs: readonly NewJob[]): { json: string; slugs: string[] }[] {
  const sets: { json: string; slugs: string[] }[] = [];
  let rows: string[] = [];
  let slugs: string[] = [];
  let size = 2;
  const flush = () => {
    if (rows.length) sets.push({ json: `[${rows.join(',')}]`, slugs });
    [rows, slugs, size] = [[], [], 2];
  };
  for (const entry of jobs) {
    const row = JSON.stringify(jobColumns(entry));
    if (rows.length && (rows.length >= NEW_JOBS_PER_SET || size + row.length + 1 > NEW_JOBS_MAX_BYTES)) flush();
    rows.push(row);
    slugs.push(entry.slug);
    size += row.length + 1;
  }
  flush();
  return sets;
}

/**
 * A set of new jobs in five statements, writing the rows insertImportedJob, the channels'
 * enqueueJobStatement and savePosting write one job at a time: the jobs (Date = now, or the
 * newest Date when later, one Date for the set, ids in the set's order), their tags, their
 * descriptions last (each description's insert indexes its job, with its tags), each enabled
 * channel's row, and the postings. `json` is newJobSets' JSON. The role's live-job check is
 * per row inside the statement, so it holds against a concurrent import of the company's
 * other board: a job not written leaves its slug unknown, its tags, description and channel
 * rows are not written, and its posting links to the live job.
 */
export function insertNewJobs(
  db: SqlDatabase,
  set: { json: string },
  context: Pick<ImportedJobInput, 'sourceId' | 'company'> & { channels: readonly ChannelName[] | null },
  now: number,
): SqlStatement[] {
  const { company, sourceId } = context;
  const statements = [
    db
      .prepare(
        `INSERT INTO jobs (slug, title, company, company_slug, posted_at, location, standardized_location,
                           numeric_salary, salary_min, salary_max, salary_currency, pay_currency, pay_interval, pay_min, pay_max,
                           employment_type, seniority, apply_url, company_url, company_logo, status,
                           origin, source_id, fingerprint, first_seen_at)
         SELECT r ->> 'slug', r ->> 'title', ?2, ?3, d.posted_at, r ->> 'location', r ->> 'standardized_location',
                r ->> 'numeric_salary', r ->> 'salary_min', r ->> 'salary_max', 'USD', r ->> 'pay_currency', r ->> 'pay_interval',
                r ->> 'pay_min', r ->> 'pay_max', r ->> 'employment_type', r ->> 'seniority', r ->> 'apply_url', ?4, ?5,
                'published', 'imported', ?6, r ->> 'fingerprint', d.posted_at
         FROM (SELECT max(?7, coalesce((SELECT max(posted_at) FROM jobs), 0)) AS posted_at) AS d,
              (SELECT jsonb(value) AS r, key FROM json_each(?1)) AS j
         WHERE NOT EXISTS (SELECT 1 FROM jobs WHERE fingerprint = r ->> 'fingerprint' AND status = 'published')
         ORDER BY j.key`,
      )
      .bind(set.json, company.name, company.slug, company.website, company.logo, sourceId, now),
    db
      .prepare(
        `INSERT INTO job_tags (job_id, tag, position)
         SELECT jobs.id, tag.value, tag.key FROM json_each(?1) AS j JOIN jobs ON jobs.slug = j.value ->> 'slug'
         JOIN json_each(j.value, '$.tags') AS tag ORDER BY j.key, tag.key`,
      )
      .bind(set.json),
    db
      .prepare(
        `INSERT INTO job_descriptions (job_id, description_md)
         SELECT jobs.id, j.value ->> 'description_md' FROM json_each(?1) AS j JOIN jobs ON jobs.slug = j.value ->> 'slug' ORDER BY j.key`,
      )
      .bind(set.json),
  ];
  if (context.channels) statements.push(enqueueJobsStatement(db, set.json, context.channels, now));
  statements.push(savePostingsOfNewJobs(db, sourceId, set.json));
  return statements;
}
