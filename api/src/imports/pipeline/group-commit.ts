import type { SqlDatabase } from '../../db/database';
import { STATEMENTS_PER_BATCH, WritePlan, planWeight, runInBatches, sendTransaction, type WriteTotals } from './write-batches';

/** How long a write waits for others to join its transaction (a board's fetch takes hundreds of times this). */
export const GROUP_COMMIT_WAIT_MS = 5;

/** Writes one source's plan; resolves when its rows are committed. */
export type WritePlanFn = (plan: WritePlan) => Promise<WriteTotals>;

interface Waiting {
  plan: WritePlan;
  weight: number;
  resolve: (totals: WriteTotals) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for one queue batch's sources. A source hands its writes here; they wait up to
 * `waitMs`, or while the transaction before them is on its way, for the other lanes' writes, and
 * go with them in the next transaction (up to `budget` by weight), so the many small writes of
 * an hourly run (a board's health, a few edits) cost a round trip and one vocabulary update per
 * group instead of per source. Each plan keeps its own statements in order, so a later source's new
 * job still finds an earlier one's in the same transaction. A group's transaction that fails
 * is sent again plan by plan: one source's trouble fails no neighbour. A plan of more than half
 * a transaction is written alone, at once, as before.
 */
export function groupCommit(db: SqlDatabase, { budget = STATEMENTS_PER_BATCH, waitMs = GROUP_COMMIT_WAIT_MS } = {}): WritePlanFn {
  const waiting: Waiting[] = [];
  let sending = false;

  const alone = (entry: Waiting) => runInBatches(db, entry.plan).then(entry.resolve, entry.reject);

  const sendGroup = async (group: Waiting[]) => {
    if (group.length === 1) return alone(group[0]!);
    const merged = new WritePlan();
    const starts: number[] = [];
    for (const { plan } of group) {
      starts.push(merged.statements.length);
      merged.append(plan);
    }
    let sent: Awaited<ReturnType<typeof sendTransaction>>;
    try {
      sent = await sendTransaction(db, merged);
    } catch {
      for (const entry of group) await alone(entry);
      return;
    }
    group.forEach((entry, i) => {
      const rows = sent.rows.slice(starts[i], starts[i + 1] ?? sent.rows.length).reduce((sum, n) => sum + n, 0);
      // The group's one transaction and its vocabulary statements are counted with its first plan.
      entry.resolve({
        rows,
        transactions: i === 0 ? 1 : 0,
        statements: i === 0 ? sent.sent - merged.statements.length + entry.plan.statements.length : entry.plan.statements.length,
      });
    });
  };

  const pump = async () => {
    if (sending) return;
    sending = true;
    try {
      while (waiting.length > 0) {
        // The lanes' writes rarely arrive together (each waits on its own reads first): give the others a moment.
        if (waitMs > 0 && waiting.length === 1) await new Promise((resolve) => setTimeout(resolve, waitMs));
        const group: Waiting[] = [];
        let weight = 0;
        while (waiting.length > 0 && (group.length === 0 || weight + waiting[0]!.weight <= budget)) {
          const next = waiting.shift()!;
          group.push(next);
          weight += next.weight;
        }
        await sendGroup(group);
      }
    } finally {
      sending = false;
    }
  };

  return (plan) => {
    const weight = planWeight(plan);
    // A plan over half a transaction (a board of new jobs) could share it with little: it goes alone, at once.
    if (weight > budget / 2 || plan.statements.length === 0) return runInBatches(db, plan);
    return new Promise<WriteTotals>((resolve, reject) => {
      waiting.push({ plan, weight, resolve, reject });
      void pump();
    });
  };
}
