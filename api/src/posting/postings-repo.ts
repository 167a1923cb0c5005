import type { CompanyStep, JobStep, PlanId, PostingState } from '@chainwork/shared-config/posting';
import type { SqlDatabase } from '../db/database';

/** A `postings` row (migration 0011). */
export interface PostingRow {
  id: string;
  owner_id: string;
  owner_email: string;
  state: PostingState;
  company_json: string | null;
  job_json: string | null;
  plan: PlanId | null;
  slug: string | null;
  rejection_reason: string | null;
  live_until: number | null;
  reminded_for: number | null;
  expiry_mailed_for: number | null;
  renew_token_hash: string | null;
  created_at: number;
  updated_at: number;
}

export interface PostingData {
  company: CompanyStep | null;
  job: JobStep | null;
  plan: PlanId | null;
}

/** The steps saved on the server; each was parsed by its step schema before it was stored. */
export function postingData(row: Pick<PostingRow, 'company_json' | 'job_json' | 'plan'>): PostingData {
  return {
    company: row.company_json ? (JSON.parse(row.company_json) as CompanyStep) : null,
    job: row.job_json ? (JSON.parse(row.job_json) as JobStep) : null,
    plan: row.plan,
  };
}

export function findPosting(db: SqlDatabase, id: string): Promise<PostingRow | null> {
  return db.prepare('SELECT * FROM postings WHERE id = ?1').bind(id).first<PostingRow>();
}

/** Postings of one employer, most recently changed first. */
export async function postingsOf(db: SqlDatabase, ownerId: string): Promise<PostingRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM postings WHERE owner_id = ?1 ORDER BY updated_at DESC, id')
    .bind(ownerId)
    .all<PostingRow>();
  return results;
}

/** The newest posting the employer has not finished (the form resumes it). */
export function unfinishedPostingOf(db: SqlDatabase, ownerId: string): Promise<PostingRow | null> {
  return db
    .prepare(
      `SELECT * FROM postings WHERE owner_id = ?1 AND state IN ('draft', 'awaiting_payment', 'rejected')
       ORDER BY updated_at DESC, id LIMIT 1`,
    )
    .bind(ownerId)
    .first<PostingRow>();
}

/** What an order is made of: the saved steps and the plan. */
export type OrderFields = Pick<PostingRow, 'company_json' | 'job_json' | 'plan'>;

/** Whether two reads of a posting describe the same order. */
export function sameOrder(a: OrderFields, b: OrderFields): boolean {
  return a.company_json === b.company_json && a.job_json === b.job_json && a.plan === b.plan;
}

/**
 * Moves a posting from the state it was read in to the next one, and only then: two
 * requests racing from the same state see one winner (the other gets null and re-reads).
 * With `unchanged`, the move also requires the order to be the one that was read, so a
 * step saved meanwhile (a new plan) is never carried into a state that prices the old one.
 */
export function compareAndSetState(
  db: SqlDatabase,
  id: string,
  from: PostingState,
  to: PostingState,
  now: number,
  extra: Record<string, unknown> = {},
  unchanged?: OrderFields,
) {
  const values: unknown[] = [id, from, to, now];
  const param = (value: unknown) => `?${values.push(value)}`;
  const sets = Object.entries(extra).map(([column, value]) => `, ${column} = ${param(value)}`);
  const sameOrderSql = unchanged
    ? ` AND company_json IS ${param(unchanged.company_json)} AND job_json IS ${param(unchanged.job_json)} AND plan IS ${param(unchanged.plan)}`
    : '';
  return db
    .prepare(`UPDATE postings SET state = ?3, updated_at = ?4${sets.join('')} WHERE id = ?1 AND state = ?2${sameOrderSql} RETURNING id`)
    .bind(...values);
}
