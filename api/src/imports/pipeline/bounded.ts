/**
 * Runs `work` on every item with at most `limit` running at once, in order of start; resolves
 * when all have settled. `work` handles its own failures (a rejection is a bug and rejects the
 * whole run, after the others settled).
 */
export async function forEachBounded<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const lane = async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await work(item).catch((error: unknown) => failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  if (failures.length) throw failures[0];
}
