/**
 * The tags of live jobs with how many live jobs carry each, most used first. "Live" is the
 * search's rule (published, posted within JOB_VALIDITY_MS): the live window is a rowid
 * range of `jobs` (search/live-window.ts), joined to job_tags by its primary key.
 */
import { JOB_VALIDITY_MS } from '@chainwork/shared-config';
import type { SqlDatabase } from '../db/database';
import { firstIdPostedAfter } from '../search/live-window';

const TAGS_SQL = `
SELECT t.tag AS tag, count(*) AS n
FROM jobs AS j JOIN job_tags AS t ON t.job_id = j.id
WHERE j.id >= ${firstIdPostedAfter('?1')} AND j.status = 'published'
GROUP BY t.tag
ORDER BY n DESC, t.tag
LIMIT ?2`;

export async function liveTagCounts(db: SqlDatabase, now: Date, limit: number): Promise<Array<{ tag: string; jobCount: number }>> {
  const { results } = await db
    .prepare(TAGS_SQL)
    .bind(now.getTime() - JOB_VALIDITY_MS, limit)
    .all<{ tag: string; n: number }>();
  return results.map((row) => ({ tag: row.tag, jobCount: row.n }));
}
