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
