import { JOB_VALIDITY_MS } from '@chainwork/shared-config';
import type { SqlDatabase } from '../db/database';
import { SUMMARY_COLUMNS, toJobSummary, type JobSummaryRow } from '../db/job-row';
import type { JobSummary } from '../job-types';
import { firstIdPostedAfter } from '../search/live-window';
import { parseQueryText } from '../search/query-text';

/*
 * The baseline the search benchmark compares with: what a board without a search
 * index does. Each term must occur (LIKE '%term%') in the title, company, a tag or the
 * description of a live published job; newest first, with the exact total. Only the
 * benchmark calls it (router/bench.ts).
 */
const termCondition = (param: string) => `(
  jobs.title LIKE ${param} ESCAPE '\\' OR jobs.company LIKE ${param} ESCAPE '\\'
  OR EXISTS (SELECT 1 FROM job_tags WHERE job_tags.job_id = jobs.id AND job_tags.tag LIKE ${param} ESCAPE '\\')
  OR EXISTS (SELECT 1 FROM job_descriptions WHERE job_descriptions.job_id = jobs.id AND job_descriptions.description_md LIKE ${param} ESCAPE '\\'))`;

const where = (terms: number) => `jobs.id >= ${firstIdPostedAfter('?1')} AND jobs.status = 'published'
  ${Array.from({ length: terms }, (_, i) => `AND ${termCondition(`?${i + 3}`)}`).join('\n  ')}`;

export async function naiveSearch(
  db: SqlDatabase,
  options: { q: string; limit: number; now: Date },
): Promise<{ items: JobSummary[]; total: number }> {
  const terms = parseQueryText(options.q).terms;
  const patterns = terms.map((term) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const after = options.now.getTime() - JOB_VALIDITY_MS;
  const [page, count] = await db.batch([
    db
      .prepare(`SELECT ${SUMMARY_COLUMNS} FROM jobs WHERE ${where(terms.length)} ORDER BY jobs.id DESC LIMIT ?2`)
      .bind(after, options.limit, ...patterns),
    // The same bindings: ?2 (the page size) is simply not referenced by the count.
    db.prepare(`SELECT count(*) AS n FROM jobs WHERE ${where(terms.length)}`).bind(after, options.limit, ...patterns),
  ]);
  const total = (count?.results[0] as { n: number } | undefined)?.n ?? 0;
  return { items: ((page?.results ?? []) as JobSummaryRow[]).map(toJobSummary), total };
}
