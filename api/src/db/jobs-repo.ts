import type { Job } from '../job-types';
import type { SqlDatabase } from './database';
import { DETAIL_COLUMNS, toJob, type JobDetailRow } from './job-row';

const BY_SLUG_SQL = `SELECT ${DETAIL_COLUMNS} FROM jobs WHERE jobs.slug = ?1 AND jobs.status IN ('published', 'removed')`;

/** A published job by its slug, live, expired or closed (removed); null when there is none. */
export async function findPublishedJobBySlug(db: SqlDatabase, slug: string, now: Date): Promise<Job | null> {
  const row = await db.prepare(BY_SLUG_SQL).bind(slug).first<JobDetailRow>();
  return row ? toJob(row, now) : null;
}
