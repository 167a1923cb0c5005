import { describe, expect, it } from 'vitest';
import { forEachBounded } from './bounded';

/** A promise the test settles by hand. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('forEachBounded', () => {
  it('keeps at most `limit` running, starts the next as soon as one ends, and finishes them all', async () => {
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const done = forEachBounded([0, 1, 2, 3], 2, async (i) => {
      started.push(i);
      await gates[i]!.opened;
    });
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1]!.open();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.open();
    gates[2]!.open();
    gates[3]!.open();
    await done;
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('lets the others finish when one throws, then rejects with it', async () => {
    const finished: number[] = [];
    const run = forEachBounded([0, 1, 2], 2, async (i) => {
      if (i === 0) throw new Error('boom');
      finished.push(i);
    });
    await expect(run).rejects.toThrow('boom');
    expect(finished).toEqual([1, 2]);
  });
});
