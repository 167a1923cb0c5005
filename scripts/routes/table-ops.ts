/**
 * Pure operations on the routing table. Each returns a new table or throws a
 * RoutingError whose message says what was wrong; nothing is written on error.
 */
import type { LiveVersion, RoutingTable } from '@chainwork/shared-config/federation';

export class RoutingError extends Error {}

function clone(table: RoutingTable): RoutingTable {
  return structuredClone(table);
}

/** Records a published version (idempotent). */
export function recordPublished(table: RoutingTable, pkg: string, version: string, now: Date): RoutingTable {
  const next = clone(table);
  const entry = (next.packages[pkg] ??= { live: [], published: [] });
  if (!entry.published.some((p) => p.version === version)) {
    entry.published.push({ version, publishedAt: now.toISOString() });
  }
  return next;
}

/** Sets the live versions of a package; versions must be published and weights sum to 100. */
export function setLive(table: RoutingTable, pkg: string, live: LiveVersion[]): RoutingTable {
  const entry = table.packages[pkg];
  if (!entry) throw new RoutingError(`Unknown package "${pkg}". Known: ${Object.keys(table.packages).join(', ') || 'none'}.`);
  const known = new Set(entry.published.map((p) => p.version));
  for (const { version, weight } of live) {
    if (!known.has(version)) throw new RoutingError(`Version "${version}" of ${pkg} is not published.`);
    if (!Number.isInteger(weight) || weight < 0 || weight > 100) throw new RoutingError(`Weight ${weight} of ${pkg}@${version} must be a whole number from 0 to 100.`);
  }
  if (new Set(live.map((l) => l.version)).size !== live.length) throw new RoutingError(`A version of ${pkg} is listed twice.`);
  const sum = live.reduce((total, l) => total + l.weight, 0);
  if (sum !== 100) throw new RoutingError(`Weights of ${pkg} sum to ${sum}; they must sum to 100.`);
  const next = clone(table);
  next.packages[pkg]!.live = live.map((l) => ({ ...l }));
  return next;
}
