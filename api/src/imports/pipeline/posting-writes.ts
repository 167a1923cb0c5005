import type { SqlDatabase, SqlStatement } from '../../db/database';
import type { NormalisedJob } from '../types';

/** A posting as the run read it: its identity, what it hashed to, and its role. */
export interface ListedPosting {
  externalId: string;
  /** Null for a posting exactly as the last fetch saw it: not normalised again (most of a run's time). */
  job: NormalisedJob | null;
  hash: string;
  /** The item's raw hash when the fetch took one (a KnownAnswer), else null. */
  rawHash: string | null;
  fingerprint: string;
}

/** A posting seen again takes what this fetch read of it. */
const UPSERT_SET = `job_id = excluded.job_id, fingerprint = excluded.fingerprint, content_hash = excluded.content_hash,
  raw_hash = excluded.raw_hash, apply_url = excluded.apply_url, missed_runs = 0, closed_at = NULL`;

/**
 * The posting's row, pointing at its job: by id, or by the slug of a job written in the same
 * run, else the role's live job that a concurrent import wrote first (insertImportedJob's check).
 */
export function savePosting(
  db: SqlDatabase,
  sourceId: string,
  entry: ListedPosting & { job: NormalisedJob },
  job: { jobId: number } | { slug: string },
): SqlStatement {
  const jobIdSql =
    'jobId' in job
      ? '?6'
      : `coalesce((SELECT id FROM jobs WHERE slug = ?6),
                  (SELECT id FROM jobs WHERE fingerprint = ?3 AND status = 'published' ORDER BY id DESC LIMIT 1))`;
  return db
    .prepare(
      `INSERT INTO imported_postings (source_id, external_id, job_id, fingerprint, content_hash, raw_hash, apply_url, missed_runs, closed_at)
       VALUES (?1, ?2, ${jobIdSql}, ?3, ?4, ?7, ?5, 0, NULL)
       ON CONFLICT (source_id, external_id) DO UPDATE SET ${UPSERT_SET}`,
    )
    .bind(
      sourceId,
      entry.job.externalId,
      entry.fingerprint,
      entry.hash,
      entry.job.applyUrl,
      'jobId' in job ? job.jobId : job.slug,
      entry.rawHash,
    );
}

/**
 * savePosting for many postings of new jobs, each found by its slug (or the role's live job),
 * in one statement: `postings` is a JSON array of {slug, external_id, fingerprint, content_hash, raw_hash, apply_url}.
 */
export function savePostingsOfNewJobs(db: SqlDatabase, sourceId: string, postings: string): SqlStatement {
  return db
    .prepare(
      `INSERT INTO imported_postings (source_id, external_id, job_id, fingerprint, content_hash, raw_hash, apply_url, missed_runs, closed_at)
       SELECT ?2, p ->> 'external_id',
              coalesce((SELECT id FROM jobs WHERE slug = p ->> 'slug'),
                       (SELECT id FROM jobs WHERE fingerprint = p ->> 'fingerprint' AND status = 'published' ORDER BY id DESC LIMIT 1)),
              p ->> 'fingerprint', p ->> 'content_hash', p ->> 'raw_hash', p ->> 'apply_url', 0, NULL
       FROM (SELECT jsonb(value) AS p, key FROM json_each(?1)) WHERE true ORDER BY key
       ON CONFLICT (source_id, external_id) DO UPDATE SET ${UPSERT_SET}`,
    )
    .bind(postings, sourceId);
}

/** An unchanged posting listed again (its misses back to 0) with its latest raw hash. */
export function keepPosting(db: SqlDatabase, sourceId: string, externalId: string, rawHash: string | null): SqlStatement {
  return db
    .prepare('UPDATE imported_postings SET missed_runs = 0, raw_hash = ?3 WHERE source_id = ?1 AND external_id = ?2')
    .bind(sourceId, externalId, rawHash);
}
