/**
 * A small seeded random source. mulberry32: 32-bit state, fast, and good enough for
 * test data; the same seed always yields the same sequence on every JS engine.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T;
  chance(probability: number): boolean;
  /** `count` distinct items in random order (all of them when count >= length). */
  sample<T>(items: readonly T[], count: number): T[];
}

export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries[entries.length - 1]![0];
    },
    chance: (probability) => next() < probability,
    sample: (items, count) => {
      const copy = items.slice();
      const n = Math.min(count, copy.length);
      // Partial Fisher-Yates: only the first n places are shuffled.
      for (let i = 0; i < n; i += 1) {
        const j = int(i, copy.length - 1);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, n);
    },
  };
}

/**
 * A weighted choice over a fixed table, with the cumulative weights computed once:
 * `Random.weighted` re-sums on every call, too slow for large tables picked 100k times.
 */
export function weightedTable<T>(entries: ReadonlyArray<readonly [T, number]>): (random: Random) => T {
  if (entries.length === 0) throw new Error('weighted table is empty');
  const values = entries.map(([value]) => value);
  const cumulative: number[] = [];
  let total = 0;
  for (const [, weight] of entries) cumulative.push((total += weight));
  return (random) => {
    const roll = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (cumulative[mid]! > roll) high = mid;
      else low = mid + 1;
    }
    return values[low]!;
  };
}

/** A stable 32-bit hash of a string (FNV-1a), for attributes fixed per name. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
