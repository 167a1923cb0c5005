import { describe, expect, it } from 'vitest';
import { runInBatches, STATEMENTS_PER_BATCH, WritePlan } from './write-batches';
import { recordingDb } from './test-databases';

describe('writing a plan in transactions', () => {
  it('weighs a set of new jobs as the statements it stands for, so two big sets never share a transaction', async () => {
    const { db, batches } = recordingDb();
    const plan = new WritePlan();
    for (const set of ['set-a', 'set-b']) {
      plan.posting(STATEMENTS_PER_BATCH - 10);
      plan.add(db.prepare(`${set} jobs`), db.prepare(`${set} postings`));
    }
    plan.posting();
    plan.add(db.prepare('source'));
    await runInBatches(db, plan);
    expect(batches).toEqual([
      ['set-a jobs', 'set-a postings'],
      ['set-b jobs', 'set-b postings', 'source'],
    ]);
  });

  it("appends another plan's postings after its own, each kept whole, with the jobs they re-index", async () => {
    const { db, batches } = recordingDb();
    const first = new WritePlan();
    first.posting();
    first.add(db.prepare('new jobs'));
    first.reindexes({ slug: 'a' });
    const rest = new WritePlan();
    rest.posting();
    rest.posting();
    rest.add(db.prepare('update 1'), db.prepare('posting 1'));
    rest.reindexes({ id: 1 });
    first.append(rest);
    expect(first.units()).toEqual([
      { start: 0, end: 1, weight: 1 },
      { start: 1, end: 3, weight: 2 },
    ]);
    expect(first.indexed).toEqual([
      { at: 0, job: { slug: 'a' } },
      { at: 1, job: { id: 1 } },
    ]);
    await runInBatches(db, first);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.slice(1, 4)).toEqual(['new jobs', 'update 1', 'posting 1']);
  });
});
