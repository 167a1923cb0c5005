import { JOB_VALIDITY_MS, SENIORITY_LABELS } from '@chainwork/shared-config';
import type { SqlDatabase } from '../db/database';
import { SUMMARY_COLUMNS, toJobSummary, type JobSummaryRow } from '../db/job-row';
import type { JobSummary } from '../job-types';
import { FACET_TOKENS } from './facet-tokens';
import { firstIdPostedAfter } from './live-window';
import { allOf, facetsAnyOf } from './match-expression';
import { parseQueryText } from './query-text';

/** Title words that say how senior, not what the job is. */
const LEVEL_WORDS = new Set(
  Object.values(SENIORITY_LABELS)
    .flatMap((label) => parseQueryText(label).terms)
    .concat(['head', 'staff']),
);
const MAX_ROLE_WORDS = 4;

/** Words of a title that name the role: "Senior Solidity Engineer" -> solidity, engineer. */
export function roleWords(title: string): string[] {
  return parseQueryText(title)
    .terms.filter((word) => word.length >= 3 && !LEVEL_WORDS.has(word))
    .slice(0, MAX_ROLE_WORDS);
}

/**
 * Candidate tiers, best first: the same role sharing a tag; the same role; the main tag
 * and another; any tag. Each is streamed newest first with a small LIMIT, so the cost
 * is a few short doclist walks whatever the board's size.
 */
export function similarTiers(job: { title: string; tags: readonly string[] }): string[] {
  const words = roleWords(job.title).map((word) => `"${word}"`);
  const tags = job.tags.map(FACET_TOKENS.tag);
  const sameRole = words.length ? `title : (${words.join(' AND ')})` : null;
  const tiers: string[] = [];
  if (sameRole && tags.length) tiers.push(allOf([sameRole, facetsAnyOf(tags)]));
  if (sameRole) tiers.push(sameRole);
  if (tags.length > 1) tiers.push(allOf([facetsAnyOf([tags[0]!]), facetsAnyOf(tags.slice(1))]));
  if (tags.length) tiers.push(facetsAnyOf(tags));
  return tiers;
}

const SOURCE_SQL = `SELECT ${SUMMARY_COLUMNS} FROM jobs WHERE jobs.slug = ?1 AND jobs.status = 'published'`;

const similarSql = (tierCount: number) => `
WITH bounds(lo) AS (SELECT ${firstIdPostedAfter('?1')}),
picks(tier, id) AS (${Array.from(
  { length: tierCount },
  (_, i) => `
  SELECT * FROM (SELECT ${i + 1} AS tier, rowid AS id FROM job_search
    WHERE job_search MATCH ?${i + 4} AND rowid >= (SELECT lo FROM bounds) AND rowid != ?2
    ORDER BY rowid DESC LIMIT ?3)`,
).join('\n  UNION ALL')})
SELECT picks.tier AS similar_tier, ${SUMMARY_COLUMNS} FROM picks JOIN jobs ON jobs.id = picks.id`;

/**
 * Live jobs like the published job `slug` (never the job itself), best tier first and
 * newest first within a tier; null when there is no such job.
 */
export async function findSimilarJobs(db: SqlDatabase, slug: string, options: { now: Date; limit: number }): Promise<JobSummary[] | null> {
  const source = await db.prepare(SOURCE_SQL).bind(slug).first<JobSummaryRow>();
  if (!source) return null;
  const job = toJobSummary(source);
  const tiers = similarTiers({ title: job.Title, tags: job.tags });
  if (tiers.length === 0) return [];

  const postedAfterMs = options.now.getTime() - JOB_VALIDITY_MS;
  const { results } = await db
    .prepare(similarSql(tiers.length))
    .bind(postedAfterMs, job.id, options.limit, ...tiers)
    .all<JobSummaryRow & { similar_tier: number }>();
  // Tiers overlap (a same-role job sharing a tag is in the first two); each job counts once, at its best tier.
  results.sort((a, b) => a.similar_tier - b.similar_tier || b.id - a.id);
  const seen = new Set<number>();
  const picked = results.filter((row) => !seen.has(row.id) && seen.add(row.id));
  return picked.slice(0, options.limit).map(toJobSummary);
}
