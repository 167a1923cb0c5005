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
  /** The jobs whose indexed text the statements from `at` on write. */
  readonly indexed: { at: number; job: IndexedJob }[] = [];

  /** The next posting's statements start here. */
  posting(): void {
    this.boundaries.push(this.statements.length);
  }

  add(...statements: SqlStatement[]): void {
    this.statements.push(...statements);
  }

  /** The statements added since the last posting() write this job's indexed text. */
  reindexes(job: IndexedJob): void {
    this.indexed.push({ at: this.boundaries.at(-1) ?? 0, job });
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

/** Sends the statements in as few batches as fit, each cut at a posting's first statement. */
export async function runInBatches(db: SqlDatabase, plan: WritePlan): Promise<WriteTotals> {
  const { statements } = plan;
  const totals: WriteTotals = { rows: 0, transactions: 0, statements: 0 };
  let start = 0;
  const cuts = [...plan.boundaries, statements.length].filter((at) => at > 0);
  while (start < statements.length) {
    let end = start;
    for (const cut of cuts) if (cut > start && (cut - start <= STATEMENTS_PER_BATCH || end === start)) end = Math.max(end, cut);
    const jobs = plan.indexed.filter(({ at }) => at >= start && at < end).map(({ job }) => job);
    const batch = statements.slice(start, end);
    const sent = jobs.length ? withTermsDeferred(db, batch, jobs) : batch;
    const results = await db.batch(sent);
    for (const result of results) totals.rows += (result as { meta?: { rows_written?: number } }).meta?.rows_written ?? 0;
    totals.transactions += 1;
    totals.statements += sent.length;
    start = end;
  }
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
