import { clearWindowStatements } from '../alerts/run/window-index';
import type { SqlDatabase } from '../db/database';

/**
 * Deletes every job and empties the search index. The index goes first, whole
 * ('delete-all'), then descriptions before tags: a tag deleted while its job still has
 * a description would re-index that job (migration 0002's triggers), once per tag. The job
 * alerts' window index goes too: new jobs will reuse the ids it holds.
 */
export async function removeAllJobs(db: SqlDatabase): Promise<void> {
  await db.batch([
    db.prepare(`INSERT INTO job_search (job_search) VALUES ('delete-all')`),
    ...clearWindowStatements(db),
    db.prepare('DELETE FROM job_descriptions'),
    db.prepare('DELETE FROM job_tags'),
    db.prepare('DELETE FROM jobs'),
  ]);
}

/**
 * Merges the search index into one segment. Worth it after a bulk load: a query then
 * reads one doclist per term instead of one per segment (measured at 100k jobs: a count
 * over 48k postings 11 -> 9 ms; 4 s to run). Everyday writes are merged by FTS5 itself.
 */
export async function optimizeSearchIndex(db: SqlDatabase): Promise<void> {
  await db.prepare(`INSERT INTO job_search (job_search) VALUES ('optimize')`).run();
}
