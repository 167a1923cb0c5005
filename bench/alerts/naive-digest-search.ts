import { ALERT_DIGEST_MAX_JOBS } from '@chainwork/shared-config';
import {
  filterClauses,
  parseQueryText,
  planSearch,
  postedAfter,
  RUN_CEILING,
  SUMMARY_COLUMNS,
  type DigestTarget,
  type SqlDatabase,
  type SqlStatement,
} from '@chainwork/api/alerts-digest';

/*
 * The baseline of `npm run bench:alerts`, built by the benchmark from the api's own parts
 * (`@chainwork/api/alerts-digest`): the same digest without the search index. Every
 * alert scans every new job (ids above its cursor) in `job_search_documents`, the view the
 * index is written from, testing each filter group as `LIKE '% token %'` on the job's facet
 * tokens (the same tokens, so the same filter semantics) and each term as a substring of
 * title, company, tags and description (as `bench.naiveSearch` does). It reads, as the
 * indexed digest does, the first ALERT_DIGEST_MAX_JOBS + 1 (the one over says "more").
 */
const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export function naiveDigestStatement(db: SqlDatabase, target: DigestTarget, now: Date): SqlStatement {
  const plan = planSearch(target.search);
  const conditions: string[] = [];
  const params: unknown[] = [target.lastJobId, postedAfter(now, target.search.posted), target.id, ALERT_DIGEST_MAX_JOBS + 1, now.getTime()];
  const param = (value: unknown) => `?${params.push(value)}`;
  for (const clause of filterClauses(plan.filters)) {
    const tokens = [...clause.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
    conditions.push(`(${tokens.map((t) => `(' ' || d.facets || ' ') LIKE ${param(`% ${likeEscape(t)} %`)} ESCAPE '\\'`).join(' OR ')})`);
  }
  for (const term of parseQueryText(target.search.q).terms) {
    conditions.push(
      `(lower(d.title || ' ' || d.company || ' ' || coalesce(d.tags, '') || ' ' || d.body) LIKE ${param(`%${likeEscape(term)}%`)} ESCAPE '\\')`,
    );
  }
  const where = `d.id > ?1 AND d.id <= ${RUN_CEILING} AND d.id >= (SELECT id FROM jobs WHERE posted_at > ?2 ORDER BY posted_at, id LIMIT 1)
    AND d.id NOT IN (SELECT job_id FROM alert_sent_jobs WHERE alert_id = ?3) ${conditions.map((c) => `AND ${c}`).join(' ')}`;
  return db
    .prepare(
      `
    SELECT ${SUMMARY_COLUMNS}
    FROM job_search_documents AS d JOIN jobs ON jobs.id = d.id
    WHERE ${where} ORDER BY coalesce(jobs.featured_until, 0) > ?5 DESC, d.id DESC LIMIT ?4`,
    )
    .bind(...params);
}
