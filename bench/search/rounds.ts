/**
 * The order of the classes in each timed round: every class once, shuffled afresh per round
 * from a fixed seed. In a fixed order the class after a heavy one (a naive scan, a matrix
 * loaded whole) always took its after-effects (collection, a busy core) into its own p95,
 * and the key lookup never did; shuffled, a burst or an after-effect lands on each class alike.
 */
export function roundOrder(classes: number, round: number, seed = 1): number[] {
  const random = mulberry32(Math.imul(seed, 0x9e3779b1) ^ round);
  const order = Array.from({ length: classes }, (_, i) => i);
  for (let i = classes - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** A small seeded generator (mulberry32): the same rounds on every run. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the schedule needs to know of a row of the mix. */
export interface ScheduledRow {
  /** Timed requests wanted (already capped by the row's own limit). */
  requests: number;
  /** Naive scans timed with it (0: not a text class). */
  naiveScans: number;
  /** A heavy row shown for comparison only: timed after every compared row. */
  heavy: boolean;
}

/** One timed request of the run: row `row`'s own procedure, or its naive scan. */
export interface Step {
  row: number;
  naive: boolean;
  /** The round it belongs to (its sample's index for the row). */
  round: number;
  /** Timed in the second phase: a naive scan or a heavy row. */
  heavyPhase: boolean;
  /** A warm-up request: run, not timed. */
  warmup: boolean;
}

/**
 * The order of the whole run, in two phases. First the compared rows (the search classes,
 * the key lookup, the facets, the public API) in their shuffled rounds, after `warmupRounds`
 * rounds of them that are not timed; then, in rounds of their own, the naive LIKE scans and
 * the heavy rows (the facet matrix loaded whole).
 *
 * Why both: the targets compare tails (p95: at 400 requests the twentieth-slowest), and at
 * 100,000 jobs about 4% of this path's requests are slow ones (over 8.5 ms against a
 * median of 4.5), so a p95 sits where the body meets the tail and moves with every burst.
 * With five warm-up requests a class, 12-15% of the requests of the first rounds were slow,
 * settling to 4% only after 75-100 rounds (the path's code and SQLite's pages warming up
 * for every class); and a naive scan (every live job's description read, 70-120 ms) or a
 * whole matrix (tens of megabytes allocated) left the request after it slow 23% of the time
 * when they were timed among the compared rows.
 */
export function schedule(rows: readonly ScheduledRow[], { warmupRounds = 0, seed = 1 } = {}): Step[] {
  const steps: Step[] = [];
  const phase = (kind: { heavyPhase: boolean; warmup: boolean }, take: (row: ScheduledRow) => { requests: number; naive: boolean }) => {
    const taken = rows.map(take);
    const rounds = Math.max(0, ...taken.map((t) => t.requests));
    for (let round = 0; round < rounds; round += 1) {
      for (const row of roundOrder(rows.length, round, seed)) {
        if (round < taken[row]!.requests) steps.push({ row, naive: taken[row]!.naive, round, ...kind });
      }
    }
  };
  const compared = (row: ScheduledRow) => !row.heavy;
  phase({ heavyPhase: false, warmup: true }, (row) => ({
    requests: compared(row) ? Math.min(warmupRounds, row.requests) : 0,
    naive: false,
  }));
  phase({ heavyPhase: false, warmup: false }, (row) => ({ requests: compared(row) ? row.requests : 0, naive: false }));
  // The heavy phase: each naive scan as a row of its own beside the heavy rows.
  phase({ heavyPhase: true, warmup: false }, (row) =>
    row.heavy ? { requests: row.requests, naive: false } : { requests: row.naiveScans, naive: true },
  );
  return steps;
}
