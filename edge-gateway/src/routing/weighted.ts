/**
 * Weighted choice over a package's live versions. Entries are laid out oldest-published
 * first on [0, total), so a canary always takes the top of the range: growing it from 10%
 * to 50% keeps every visitor who already had it, and rolling it back returns exactly them.
 */
import type { LiveVersion, PackageRouting } from '@chainwork/shared-config';

function publishOrder(entry: PackageRouting): (version: string) => number {
  const index = new Map(entry.published.map((p, i) => [p.version, i]));
  return (version) => index.get(version) ?? -1;
}

/** Live entries that take traffic (weight > 0), oldest published first. */
export function weightedOrder(entry: PackageRouting): LiveVersion[] {
  const order = publishOrder(entry);
  return entry.live
    .filter((live) => live.weight > 0)
    .map((live, i) => ({ live, i }))
    .sort((a, b) => order(a.live.version) - order(b.live.version) || a.i - b.i)
    .map(({ live }) => live);
}

/**
 * The version at `position` in [0, 1) by cumulative weight. Weights need not sum to
 * 100 (a hand-edited table): the range is their total.
 */
export function pickByWeight(ordered: readonly LiveVersion[], position: number): string | undefined {
  const total = ordered.reduce((sum, live) => sum + live.weight, 0);
  if (total <= 0) return undefined;
  const point = Math.min(Math.max(position, 0), 1) * total;
  let cumulative = 0;
  for (const live of ordered) {
    cumulative += live.weight;
    if (point < cumulative) return live.version;
  }
  return ordered[ordered.length - 1]?.version;
}

/** The heaviest live version (the first on a tie): what a visitor without a bucket gets. */
export function primaryVersion(entry: PackageRouting): string | undefined {
  let best: LiveVersion | undefined;
  for (const live of entry.live) if (live.weight > 0 && (!best || live.weight > best.weight)) best = live;
  return best?.version;
}

/**
 * Where to go when `broken` cannot be served: the other weighted versions, newest first,
 * then the drained ones (weight 0, kept in the table by the operator tooling in the order
 * they left, most recent first). Never a version that was only published, never live.
 */
export function fallbackCandidates(entry: PackageRouting, broken: string): string[] {
  const weighted = weightedOrder(entry)
    .map((live) => live.version)
    .reverse();
  const drained = entry.live.filter((live) => live.weight === 0).map((live) => live.version);
  return [...new Set([...weighted, ...drained])].filter((version) => version !== broken);
}
