import type { SqlDatabase, SqlStatement } from '../../db/database';
import { COLLECT_TERMS_SQL, DEFER_TERMS_SQL } from '../../seed/insert';

/** Statements are sent in batches of about this many, each one D1 transaction. */
export const STATEMENTS_PER_BATCH = 400;

/** A job whose searchable text (or status) a posting's statements write: a new one by slug, else by id. */
export type IndexedJob = { slug: string } | { id: number };

/** One source's writes, in order. */
export class WritePlan {
  readonly statements: SqlStatement[] = [];
  /** Where each posting's statements start: a batch (one transaction) never splits a posting's writes. */
  readonly boundaries: number[] = [];
  /** What each posting weighs against STATEMENTS_PER_BATCH: its statements, unless posting() said otherwise. */
  readonly weights: (number | null)[] = [];
  /** The jobs whose indexed text the statements from `at` on write. */
  readonly indexed: { at: number; job: IndexedJob }[] = [];

  /**
   * The next posting's statements start here. `weight`: what they count for in a transaction's
   * budget when it is not their number (a set of new jobs: the statements it stands for, one job at a time).
   */
  posting(weight: number | null = null): void {
    this.boundaries.push(this.statements.length);
    this.weights.push(weight);
  }

  add(...statements: SqlStatement[]): void {
    this.statements.push(...statements);
  }

  /** The statements added since the last posting() write this job's indexed text. */
  reindexes(job: IndexedJob): void {
    this.indexed.push({ at: this.boundaries.at(-1) ?? 0, job });
  }

  /** Another plan's postings after this one's. */
  append(other: WritePlan): void {
    const offset = this.statements.length;
    this.statements.push(...other.statements);
    this.boundaries.push(...other.boundaries.map((at) => at + offset));
    this.weights.push(...other.weights);
    this.indexed.push(...other.indexed.map(({ at, job }) => ({ at: at + offset, job })));
  }

  /** The postings as statement ranges with their weights, in order (statements before the first posting() are one). */
  units(): { start: number; end: number; weight: number }[] {
    const { boundaries, weights, statements } = this;
    const units: { start: number; end: number; weight: number }[] = [];
    const first = boundaries[0] ?? statements.length;
    if (first > 0) units.push({ start: 0, end: first, weight: first });
    // Boundaries never decrease; a posting that added nothing ends where it starts.
    boundaries.forEach((start, i) => {
      const end = boundaries[i + 1] ?? statements.length;
      if (end > start) units.push({ start, end, weight: weights[i] ?? end - start });
    });
    return units;
  }
}

/**
 * The words of a batch's jobs join the search vocabulary (migration 0003) together, at the end
 * of the batch, as the seed's bulk insert does: per job, its triggers write a scratch index,
 * read its vocabulary and clear it again, and bump the index's counter (migration 0005) for
 * every tag, which were about a third of an imported job's rows.
 */
const SCRATCH_TERMS_SQL = `
INSERT INTO job_terms_scratch (rowid, text)
SELECT d.id, concat_ws(' ', d.title, d.company, d.tags, d.body) FROM job_search_documents AS d
WHERE d.id IN (SELECT id FROM jobs WHERE slug IN (SELECT value FROM json_each(?1)) UNION SELECT value FROM json_each(?2))`;

export interface WriteTotals {
  /** D1's rows written, triggers and indexes included. */
  rows: number;
  transactions: number;
  /** Statements sent, the batches' vocabulary statements included. */
  statements: number;
}

/** What a plan's postings weigh in all (a plan within STATEMENTS_PER_BATCH is one transaction). */
export function planWeight(plan: WritePlan): number {
  return plan.units().reduce((sum, unit) => sum + unit.weight, 0);
}

/**
 * Sends statements `start` to `end` of the plan as one transaction, with the vocabulary of the
 * jobs they re-index, and returns each statement's rows written (D1's count, triggers included),
 * the vocabulary's statements added to the first.
 */
export async function sendTransaction(
  db: SqlDatabase,
  plan: WritePlan,
  start = 0,
  end = plan.statements.length,
): Promise<{ rows: number[]; sent: number }> {
  const jobs = plan.indexed.filter(({ at }) => at >= start && at < end).map(({ job }) => job);
  const batch = plan.statements.slice(start, end);
  const sent = jobs.length ? withTermsDeferred(db, batch, jobs) : batch;
  const results = await db.batch(sent);
  const written = results.map((result) => (result as { meta?: { rows_written?: number } }).meta?.rows_written ?? 0);
  if (!jobs.length) return { rows: written, sent: sent.length };
  // withTermsDeferred puts one statement before the batch and the rest after it.
  const rows = written.slice(1, 1 + batch.length);
  const vocabulary = written[0]! + written.slice(1 + batch.length).reduce((sum, n) => sum + n, 0);
  if (rows.length) rows[0] = rows[0]! + vocabulary;
  return { rows, sent: sent.length };
}

/** Sends the statements in as few batches as fit STATEMENTS_PER_BATCH by weight, each cut at a posting's first statement. */
export async function runInBatches(db: SqlDatabase, plan: WritePlan): Promise<WriteTotals> {
  const totals: WriteTotals = { rows: 0, transactions: 0, statements: 0 };
  const send = async (start: number, end: number) => {
    const { rows, sent } = await sendTransaction(db, plan, start, end);
    totals.rows += rows.reduce((sum, n) => sum + n, 0);
    totals.transactions += 1;
    totals.statements += sent;
  };
  let start = 0;
  let weight = 0;
  for (const unit of plan.units()) {
    if (weight > 0 && weight + unit.weight > STATEMENTS_PER_BATCH) {
      await send(start, unit.start);
      [start, weight] = [unit.start, 0];
    }
    weight += unit.weight;
  }
  if (start < plan.statements.length) await send(start, plan.statements.length);
  return totals;
}

function withTermsDeferred(db: SqlDatabase, batch: SqlStatement[], jobs: IndexedJob[]): SqlStatement[] {
  const slugs = jobs.flatMap((job) => ('slug' in job ? [job.slug] : []));
  const ids = jobs.flatMap((job) => ('id' in job ? [job.id] : []));
  return [
    db.prepare(DEFER_TERMS_SQL),
    ...batch,
    db.prepare(SCRATCH_TERMS_SQL).bind(JSON.stringify(slugs), JSON.stringify(ids)),
    ...COLLECT_TERMS_SQL.map((sql) => db.prepare(sql)),
  ];
}
