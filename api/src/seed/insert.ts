import type { SqlDatabase, SqlStatement } from '../db/database';
import type { SeedJob } from './generate';
import { slugify } from './slug';

/*
 * D1 allows 100 bound parameters per statement, which would mean 5 jobs per INSERT.
 * Instead each statement binds ONE parameter, a JSON array of many jobs, and SQLite
 * unpacks it with json_each. Chunks stay well under D1's 2 MB value limit (a bigger
 * value fails with SQLITE_TOOBIG, checked locally).
 */
// `jsonb(value)` once per row: extracting 17 fields from binary JSON beats re-parsing
// the row's text 17 times (measured: 100k rows insert about 40% faster).
const INSERT_JOBS_SQL = `
INSERT INTO jobs (slug, title, company, company_slug, posted_at, location, standardized_location,
                  numeric_salary, salary_min, salary_max, salary_currency, employment_type, seniority,
                  apply_url, company_url, company_logo, status)
SELECT row ->> 'slug', row ->> 'title', row ->> 'company', row ->> 'company_slug', row ->> 'posted_at',
       row ->> 'location', row ->> 'standardized_location', row ->> 'numeric_salary', row ->> 'salary_min',
       row ->> 'salary_max', row ->> 'salary_currency', row ->> 'employment_type', row ->> 'seniority',
       row ->> 'apply_url', row ->> 'company_url', row ->> 'company_logo', row ->> 'status'
FROM (SELECT jsonb(value) AS row FROM json_each(?1))`;

/** Tags find their job by slug (unique), so one statement covers the whole chunk. */
const INSERT_TAGS_SQL = `
INSERT INTO job_tags (job_id, tag, position)
SELECT jobs.id, tag.value, tag.key
FROM json_each(?1) AS job
JOIN jobs ON jobs.slug = job.value ->> 'slug'
JOIN json_each(job.value, '$.tags') AS tag`;

/**
 * Descriptions last: writing a job's description is what adds it to the search index
 * (migration 0002's trigger), so each job is indexed once, with its tags.
 */
const INSERT_DESCRIPTIONS_SQL = `
INSERT INTO job_descriptions (job_id, description_md)
SELECT jobs.id, job.value ->> 'description_md'
FROM json_each(?1) AS job
JOIN jobs ON jobs.slug = job.value ->> 'slug'`;

/*
 * The search vocabulary (migration 0003) is read once per batch instead of once per job,
 * and the index's change counter (migration 0005) bumped once: the flag row turns those
 * per-row triggers off for this transaction only, the batch's jobs go through the scratch
 * index together, and the flag is cleared before commit.
 */
export const DEFER_TERMS_SQL = 'INSERT INTO search_terms_deferred (one) VALUES (1)';
const SCRATCH_TERMS_SQL = `
INSERT INTO job_terms_scratch (rowid, text)
SELECT d.id, concat_ws(' ', d.title, d.company, d.tags, d.body)
FROM json_each(?1) AS job
JOIN jobs ON jobs.slug = job.value ->> 'slug'
JOIN job_search_documents AS d ON d.id = jobs.id`;
export const COLLECT_TERMS_SQL = [
  'INSERT OR IGNORE INTO search_terms (term) SELECT term FROM job_terms_scratch_vocab',
  `INSERT INTO job_terms_scratch (job_terms_scratch) VALUES ('delete-all')`,
  // The index changed (migration 0005): once for the batch instead of once per row.
  'UPDATE search_version SET version = version + 1',
  'DELETE FROM search_terms_deferred',
];

export interface InsertJobsOptions {
  /** Upper bound for one chunk's JSON; default 512 KiB, and D1 refuses values over 2 MB. */
  chunkBytes?: number;
  /** Chunks per `db.batch` round trip (each batch is one transaction); default 8. */
  chunksPerBatch?: number;
  onProgress?: (inserted: number) => void;
}

/**
 * Writes the jobs, their tags and descriptions, oldest Date first (ids must follow Date:
 * the database refuses a job older than the newest one it holds). Returns how many jobs
 * were written.
 */
export async function insertJobs(db: SqlDatabase, jobs: readonly SeedJob[], options: InsertJobsOptions = {}): Promise<number> {
  const chunkBytes = options.chunkBytes ?? 512 * 1024;
  const chunksPerBatch = options.chunksPerBatch ?? 8;
  let statements: SqlStatement[] = [];
  let pending = 0;
  let inserted = 0;

  const flush = async () => {
    if (statements.length === 0) return;
    await db.batch([db.prepare(DEFER_TERMS_SQL), ...statements, ...COLLECT_TERMS_SQL.map((sql) => db.prepare(sql))]);
    inserted += pending;
    statements = [];
    pending = 0;
    options.onProgress?.(inserted);
  };

  // A stable sort: jobs with equal Dates keep the caller's order (and so their id order).
  const inDateOrder = [...jobs].sort((a, b) => a.postedAt.getTime() - b.postedAt.getTime());
  for (const chunk of chunksOf(inDateOrder, chunkBytes)) {
    statements.push(
      db.prepare(INSERT_JOBS_SQL).bind(chunk.json),
      db.prepare(INSERT_TAGS_SQL).bind(chunk.json),
      db.prepare(INSERT_DESCRIPTIONS_SQL).bind(chunk.json),
      db.prepare(SCRATCH_TERMS_SQL).bind(chunk.json),
    );
    pending += chunk.count;
    if (statements.length >= chunksPerBatch * 4) await flush();
  }
  await flush();
  return inserted;
}

function toColumns(job: SeedJob): string {
  return JSON.stringify({
    slug: job.slug,
    title: job.title,
    company: job.company,
    company_slug: companySlug(job.company),
    description_md: job.descriptionMd,
    posted_at: job.postedAt.getTime(),
    location: job.location,
    standardized_location: job.standardizedLocation,
    numeric_salary: job.numericSalary,
    salary_min: job.salaryMin,
    salary_max: job.salaryMax,
    salary_currency: job.salaryCurrency,
    employment_type: job.employmentType,
    seniority: job.seniority,
    apply_url: job.applyUrl,
    company_url: job.companyUrl,
    company_logo: job.companyLogo,
    status: job.status,
    tags: job.tags,
  });
}

/** Company names repeat across thousands of jobs; slugify each once. */
const companySlugs = new Map<string, string>();
function companySlug(company: string): string {
  let slug = companySlugs.get(company);
  if (slug === undefined) {
    slug = slugify(company);
    companySlugs.set(company, slug);
  }
  return slug;
}

/**
 * Groups jobs into JSON arrays of at most `maxBytes` characters (one row may exceed it
 * alone). Rows are serialized as chunks are taken, so 100k jobs never sit in memory twice.
 */
function* chunksOf(jobs: readonly SeedJob[], maxBytes: number): Generator<{ json: string; count: number }> {
  let parts: string[] = [];
  let size = 2;
  for (const job of jobs) {
    const row = toColumns(job);
    if (parts.length > 0 && size + row.length + 1 > maxBytes) {
      yield { json: `[${parts.join(',')}]`, count: parts.length };
      parts = [];
      size = 2;
    }
    parts.push(row);
    size += row.length + 1;
  }
  if (parts.length > 0) yield { json: `[${parts.join(',')}]`, count: parts.length };
}
