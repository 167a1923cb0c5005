import { JOB_VALIDITY_MS, SENIORITIES, type Seniority } from '@chainwork/shared-config';
import type { SqlDatabase } from '../db/database';
import { percentile } from './percentile';
import { WEEK_MS } from '@chainwork/shared-config/time';

/*
 * Market insights from the board's own published jobs. Windows are half-open on the
 * left: a job posted at `t` is in (start, end] when start < t <= end.
 *   - week k (k = 0 the latest): (now - (k+1)*7d, now - k*7d], the last WEEKS weeks;
 *   - this period: (now - 30d, now], the live jobs; the previous period: (now - 60d, now - 30d].
 * A job is remote when its standardized_location contains "remote" (docs/product-requirements.md#job-structured-data).
 */
export const WEEKS = 12;
export const TOP_TAGS = 15;
export const SALARY_TAGS = 10;

export interface SalaryPercentiles {
  /** Jobs with a salary the percentiles are computed from. */
  jobs: number;
  p25: number;
  p50: number;
  p75: number;
}

export interface MarketInsights {
  generatedAt: Date;
  /** Oldest week first. */
  weeks: Array<{ weekStart: Date; weekEnd: Date; jobs: number; remoteJobs: number; remoteShare: number }>;
  /** The most used tags this period, with the previous period's count; growth null when it was 0. */
  topTags: Array<{ tag: string; jobs: number; previousJobs: number; growth: number | null }>;
  /** This period's salaries for the SALARY_TAGS most used tags that have any. */
  salaryByTag: Array<SalaryPercentiles & { tag: string }>;
  /** This period's salaries per seniority, in SENIORITIES order, where there are any. */
  salaryBySeniority: Array<SalaryPercentiles & { seniority: Seniority }>;
  /** This period's share of remote jobs. */
  remote: { jobs: number; remoteJobs: number; share: number };
}

const IS_REMOTE = `instr(lower(standardized_location), 'remote') > 0`;

/** ?1 now, ?2 week length, ?3 weeks. */
const WEEKS_SQL = `
SELECT CAST((?1 - posted_at) / ?2 AS INTEGER) AS week, count(*) AS jobs, sum(${IS_REMOTE}) AS remote_jobs
FROM jobs
WHERE status = 'published' AND posted_at > ?1 - ?2 * ?3 AND posted_at <= ?1
GROUP BY week`;

/** ?1 now, ?2 start of this period, ?3 start of the previous one. */
const TAGS_SQL = `
SELECT t.tag AS tag, sum(j.posted_at > ?2) AS jobs, sum(j.posted_at <= ?2) AS previous_jobs
FROM jobs AS j JOIN job_tags AS t ON t.job_id = j.id
WHERE j.status = 'published' AND j.posted_at > ?3 AND j.posted_at <= ?1
GROUP BY t.tag`;

const REMOTE_SQL = `
SELECT count(*) AS jobs, coalesce(sum(${IS_REMOTE}), 0) AS remote_jobs
FROM jobs WHERE status = 'published' AND posted_at > ?2 AND posted_at <= ?1`;

/*
 * Salaries sorted within each group, keeping only the rows next to each quartile's rank
 * (the interpolation needs the two neighbours), so a few dozen rows come back.
 * ?1 now, ?2 start of this period, ?3 JSON list of tags.
 */
const QUARTILE_RANKS = [0.25, 0.5, 0.75]
  .flatMap((q) => [`CAST((n - 1) * ${q} AS INTEGER)`, `CAST((n - 1) * ${q} AS INTEGER) + 1`])
  .join(', ');
const SALARIES_SQL = `
WITH current AS (
  SELECT id, seniority, numeric_salary AS salary FROM jobs
  WHERE status = 'published' AND posted_at > ?2 AND posted_at <= ?1 AND numeric_salary IS NOT NULL
),
grouped(kind, name, salary) AS (
  SELECT 'seniority', seniority, salary FROM current WHERE seniority IS NOT NULL
  UNION ALL
  SELECT 'tag', t.tag, current.salary FROM current JOIN job_tags AS t ON t.job_id = current.id
  WHERE t.tag IN (SELECT value FROM json_each(?3))
),
ranked AS (
  SELECT kind, name, salary,
    row_number() OVER (PARTITION BY kind, name ORDER BY salary) - 1 AS i,
    count(*) OVER (PARTITION BY kind, name) AS n
  FROM grouped
)
SELECT kind, name, n, i, salary FROM ranked WHERE i IN (${QUARTILE_RANKS})`;

export async function computeMarketInsights(db: SqlDatabase, now: Date): Promise<MarketInsights> {
  const nowMs = now.getTime();
  const periodStart = nowMs - JOB_VALIDITY_MS;
  const previousStart = nowMs - 2 * JOB_VALIDITY_MS;
  const [weekResult, tagResult, remoteResult] = await db.batch([
    db.prepare(WEEKS_SQL).bind(nowMs, WEEK_MS, WEEKS),
    db.prepare(TAGS_SQL).bind(nowMs, periodStart, previousStart),
    db.prepare(REMOTE_SQL).bind(nowMs, periodStart),
  ]);

  const weekRows = new Map(
    ((weekResult?.results ?? []) as Array<{ week: number; jobs: number; remote_jobs: number }>).map((r) => [r.week, r]),
  );
  const weeks = Array.from({ length: WEEKS }, (_, i) => {
    const k = WEEKS - 1 - i;
    const row = weekRows.get(k);
    const jobs = row?.jobs ?? 0;
    const remoteJobs = row?.remote_jobs ?? 0;
    return {
      weekStart: new Date(nowMs - (k + 1) * WEEK_MS),
      weekEnd: new Date(nowMs - k * WEEK_MS),
      jobs,
      remoteJobs,
      remoteShare: share(remoteJobs, jobs),
    };
  });

  const topTags = ((tagResult?.results ?? []) as Array<{ tag: string; jobs: number; previous_jobs: number }>)
    .filter((row) => row.jobs > 0)
    .sort((a, b) => b.jobs - a.jobs || (a.tag < b.tag ? -1 : 1))
    .slice(0, TOP_TAGS)
    .map((row) => ({
      tag: row.tag,
      jobs: row.jobs,
      previousJobs: row.previous_jobs,
      growth: row.previous_jobs > 0 ? (row.jobs - row.previous_jobs) / row.previous_jobs : null,
    }));

  const remoteRow = (remoteResult?.results[0] ?? { jobs: 0, remote_jobs: 0 }) as { jobs: number; remote_jobs: number };
  const salaryTags = topTags.slice(0, SALARY_TAGS).map((t) => t.tag);
  const salaries = await salaryPercentiles(db, nowMs, periodStart, salaryTags);

  return {
    generatedAt: now,
    weeks,
    topTags,
    salaryByTag: salaryTags.flatMap((tag) => {
      const stats = salaries.get(`tag:${tag}`);
      return stats ? [{ tag, ...stats }] : [];
    }),
    salaryBySeniority: SENIORITIES.flatMap((seniority) => {
      const stats = salaries.get(`seniority:${seniority}`);
      return stats ? [{ seniority, ...stats }] : [];
    }),
    remote: { jobs: remoteRow.jobs, remoteJobs: remoteRow.remote_jobs, share: share(remoteRow.remote_jobs, remoteRow.jobs) },
  };
}

async function salaryPercentiles(
  db: SqlDatabase,
  nowMs: number,
  periodStart: number,
  tags: string[],
): Promise<Map<string, SalaryPercentiles>> {
  const { results } = await db
    .prepare(SALARIES_SQL)
    .bind(nowMs, periodStart, JSON.stringify(tags))
    .all<{ kind: string; name: string; n: number; i: number; salary: number }>();
  const groups = new Map<string, { n: number; byRank: Map<number, number> }>();
  for (const row of results) {
    const key = `${row.kind}:${row.name}`;
    const group = groups.get(key) ?? { n: row.n, byRank: new Map<number, number>() };
    group.byRank.set(row.i, row.salary);
    groups.set(key, group);
  }
  const stats = new Map<string, SalaryPercentiles>();
  for (const [key, { n, byRank }] of groups) {
    const at = (rank: number) => {
      const value = byRank.get(rank);
      if (value === undefined) throw new Error(`salary rank ${rank} of ${key} missing`);
      return value;
    };
    stats.set(key, { jobs: n, p25: percentile(n, 0.25, at), p50: percentile(n, 0.5, at), p75: percentile(n, 0.75, at) });
  }
  return stats;
}

function share(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}
