import { describe, expect, it } from 'vitest';
import { DEFER_TERMS_SQL } from '../../seed/insert';
import { groupCommit } from './group-commit';
import { recordingDb } from './test-databases';
import { WritePlan } from './write-batches';
import type { SqlDatabase } from '../../db/database';

/** A plan of one posting per name, one statement each. */
function plan(db: SqlDatabase, ...names: string[]): WritePlan {
  const written = new WritePlan();
  for (const name of names) {
    written.posting();
    written.add(db.prepare(name));
  }
  return written;
}

/** A gate the first batch waits at, so the test decides what arrives while it is on its way. */
function firstBatchHeld() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let first = true;
  const hold = () => {
    if (!first) return undefined;
    first = false;
    return gate;
  };
  return { hold, open };
}

describe('group commit of a queue batch’s writes', () => {
  it('sends the plans that arrive while a transaction is on its way together, in their order, in the next one', async () => {
    const held = firstBatchHeld();
    const { db, batches } = recordingDb({ hold: held.hold });
    const write = groupCommit(db, { waitMs: 0 });
    const first = write(plan(db, 'a1'));
    const rest = [write(plan(db, 'b1', 'b2')), write(plan(db, 'c1')), write(plan(db, 'd1', 'd2', 'd3'))];
    held.open();
    const totals = await Promise.all([first, ...rest]);
    expect(batches).toEqual([['a1'], ['b1', 'b2', 'c1', 'd1', 'd2', 'd3']]);
    // Each plan counts its own statements' rows; the group's one transaction counts with its first plan.
    expect(totals).toEqual([
      { rows: 1, transactions: 1, statements: 1 },
      { rows: 2, transactions: 1, statements: 2 },
      { rows: 1, transactions: 0, statements: 1 },
      { rows: 3, transactions: 0, statements: 3 },
    ]);
  });

  it('updates the search vocabulary once for a group, counted with its first plan', async () => {
    const held = firstBatchHeld();
    const { db, batches } = recordingDb({ hold: held.hold });
    const write = groupCommit(db, { waitMs: 0 });
    const first = write(plan(db, 'a1'));
    const edits = [plan(db, 'b1'), plan(db, 'c1')];
    edits[0]!.reindexes({ id: 1 });
    edits[1]!.reindexes({ slug: 'c' });
    const rest = edits.map((edit) => write(edit));
    held.open();
    const [, b, c] = await Promise.all([first, ...rest]);
    expect(batches).toHaveLength(2);
    const group = batches[1]!;
    expect(group.filter((sql) => sql === DEFER_TERMS_SQL)).toHaveLength(1);
    expect(group.slice(1, 3)).toEqual(['b1', 'c1']);
    expect(b!.rows + c!.rows).toBe(group.length);
    expect(c).toEqual({ rows: 1, transactions: 0, statements: 1 });
  });

  it('sends a failed group again plan by plan: only the plan that fails alone fails', async () => {
    const held = firstBatchHeld();
    const { db, batches } = recordingDb({ hold: held.hold, refuse: (sql) => sql === 'bad' });
    const write = groupCommit(db, { waitMs: 0 });
    const first = write(plan(db, 'a1'));
    const rest = [write(plan(db, 'b1')), write(plan(db, 'bad')), write(plan(db, 'c1'))];
    held.open();
    const settled = await Promise.allSettled([first, ...rest]);
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(batches).toEqual([['a1'], ['b1', 'bad', 'c1'], ['b1'], ['bad'], ['c1']]);
  });

  it('groups no more than its budget, and writes a plan of over half of it alone, without waiting', async () => {
    const held = firstBatchHeld();
    const { db, batches } = recordingDb({ hold: held.hold });
    const write = groupCommit(db, { budget: 4, waitMs: 0 });
    const first = write(plan(db, 'a1'));
    const rest = [write(plan(db, 'b1', 'b2')), write(plan(db, 'c1', 'c2')), write(plan(db, 'd1'))];
    const large = write(plan(db, 'l1', 'l2', 'l3'));
    await large;
    // The large plan was written while the first was still held; the waiting ones go in groups of at most 4.
    expect(batches).toEqual([['a1'], ['l1', 'l2', 'l3']]);
    held.open();
    await Promise.all([first, ...rest]);
    expect(batches).toEqual([['a1'], ['l1', 'l2', 'l3'], ['b1', 'b2', 'c1', 'c2'], ['d1']]);
  });
});
