/**
 * Pure operations on the routing table. Each returns a new table or throws a
 * RoutingError whose message says what was wrong; nothing is written on error.
 *
 * Versions that leave the live set are kept as drained entries (weight 0), most recent
 * first: the gateway falls back to them, in that order, when a live version's files are
 * missing ("the last good one"). A version withdrawn by a rollback is not kept: it is
 * the one that was bad. Every version stays published, so open tabs and pins still work.
 */
import type { LiveVersion, PackageRouting, RoutingTable } from '@chainwork/shared-config/federation';

export class RoutingError extends Error {}

/** How many previous versions a package keeps to fall back on. */
export const MAX_DRAINED = 5;

function clone(table: RoutingTable): RoutingTable {
  return structuredClone(table);
}

function entryOf(table: RoutingTable, pkg: string): PackageRouting {
  const entry = table.packages[pkg];
  if (!entry) throw new RoutingError(`Unknown package "${pkg}". Known: ${Object.keys(table.packages).join(', ') || 'none'}.`);
  return entry;
}

function publishIndex(entry: PackageRouting, version: string): number {
  return entry.published.findIndex((p) => p.version === version);
}

function requirePublished(entry: PackageRouting, pkg: string, version: string): void {
  if (publishIndex(entry, version) < 0) {
    const known = entry.published
      .map((p) => p.version)
      .slice(-5)
      .join(', ');
    throw new RoutingError(`Version "${version}" of ${pkg} is not published.${known ? ` Recent versions: ${known}.` : ''}`);
  }
}

/** Live versions taking traffic, oldest published first (the stable one first). */
export function weightedVersions(table: RoutingTable, pkg: string): LiveVersion[] {
  const entry = entryOf(table, pkg);
  return entry.live.filter((l) => l.weight > 0).sort((a, b) => publishIndex(entry, a.version) - publishIndex(entry, b.version));
}

/** Versions kept to fall back on (weight 0), most recently drained first. */
export function drainedVersions(table: RoutingTable, pkg: string): string[] {
  return entryOf(table, pkg)
    .live.filter((l) => l.weight === 0)
    .map((l) => l.version);
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

export interface SetLiveOptions {
  /** Versions leaving the live set that must not be kept to fall back on (a rollback's bad version). */
  withdraw?: readonly string[];
}

/** Sets the live versions of a package; versions must be published and weights sum to 100. */
export function setLive(table: RoutingTable, pkg: string, live: LiveVersion[], options: SetLiveOptions = {}): RoutingTable {
  const entry = entryOf(table, pkg);
  for (const { version, weight } of live) {
    requirePublished(entry, pkg, version);
    if (!Number.isInteger(weight) || weight < 0 || weight > 100)
      throw new RoutingError(`Weight ${weight} of ${pkg}@${version} must be a whole number from 0 to 100.`);
  }
  if (new Set(live.map((l) => l.version)).size !== live.length) throw new RoutingError(`A version of ${pkg} is listed twice.`);
  const sum = live.reduce((total, l) => total + l.weight, 0);
  if (sum !== 100) throw new RoutingError(`Weights of ${pkg} sum to ${sum}; they must sum to 100.`);

  const staying = new Set(live.map((l) => l.version));
  const withdrawn = new Set(options.withdraw ?? []);
  // Newest first: weighted versions that leave (newest published first), then the older drained ones.
  const leaving = [...entry.live.filter((l) => l.weight > 0)]
    .sort((a, b) => publishIndex(entry, b.version) - publishIndex(entry, a.version))
    .concat(entry.live.filter((l) => l.weight === 0))
    .map((l) => l.version);
  const drained = [...new Set(leaving)].filter((v) => !staying.has(v) && !withdrawn.has(v)).slice(0, MAX_DRAINED);

  const next = clone(table);
  next.packages[pkg]!.live = [...live.map((l) => ({ ...l })), ...drained.map((version) => ({ version, weight: 0 }))];
  return next;
}

function requirePercent(percent: number, min: number, max: number): void {
  if (!Number.isInteger(percent) || percent < min || percent > max) {
    throw new RoutingError(`Percentage ${percent} must be a whole number from ${min} to ${max}.`);
  }
}

/** The heaviest weighted version (the oldest on a tie): what a canary runs against. */
function stableVersion(table: RoutingTable, pkg: string, except?: string): string | undefined {
  const weighted = weightedVersions(table, pkg).filter((l) => l.version !== except);
  return weighted.reduce<LiveVersion | undefined>((best, l) => (!best || l.weight > best.weight ? l : best), undefined)?.version;
}

/** Sends `percent` of visitors to `version`, the rest to the current stable version. */
export function canary(table: RoutingTable, pkg: string, version: string, percent: number): RoutingTable {
  const entry = entryOf(table, pkg);
  requirePublished(entry, pkg, version);
  requirePercent(percent, 1, 99);
  const stable = stableVersion(table, pkg, version);
  if (!stable) throw new RoutingError(`${pkg} has no live version for a canary to run against; make ${version} live with \`promote\`.`);
  return setLive(table, pkg, [
    { version: stable, weight: 100 - percent },
    { version, weight: percent },
  ]);
}

/** The running canary: of exactly two weighted versions, the newer published one. */
export function currentCanary(table: RoutingTable, pkg: string): { stable: string; canary: string } {
  const weighted = weightedVersions(table, pkg);
  if (weighted.length !== 2) {
    throw new RoutingError(
      `${pkg} has ${weighted.length} version(s) taking traffic; a canary has exactly 2. Use \`shift ${pkg} <version>=<weight> ...\` to set weights explicitly.`,
    );
  }
  return { stable: weighted[0]!.version, canary: weighted[1]!.version };
}

/** Moves the running canary to `percent` (100 promotes it, 0 withdraws it). */
export function shift(table: RoutingTable, pkg: string, percent: number): RoutingTable {
  requirePercent(percent, 0, 100);
  const { stable, canary: next } = currentCanary(table, pkg);
  if (percent === 100) return setLive(table, pkg, [{ version: next, weight: 100 }]);
  if (percent === 0) return setLive(table, pkg, [{ version: stable, weight: 100 }], { withdraw: [next] });
  return setLive(table, pkg, [
    { version: stable, weight: 100 - percent },
    { version: next, weight: percent },
  ]);
}

/** Explicit weights, e.g. `{ a: 70, b: 30 }`; they must sum to 100. */
export function setWeights(table: RoutingTable, pkg: string, weights: Record<string, number>): RoutingTable {
  return setLive(
    table,
    pkg,
    Object.entries(weights).map(([version, weight]) => ({ version, weight })),
  );
}

/** All traffic to `version`, by default the running canary (the newest weighted version). */
export function promote(table: RoutingTable, pkg: string, version?: string): RoutingTable {
  const target = version ?? weightedVersions(table, pkg).at(-1)?.version;
  if (!target) throw new RoutingError(`${pkg} has no live version to promote; name one: \`promote ${pkg} <version>\`.`);
  return setLive(table, pkg, [{ version: target, weight: 100 }]);
}

/**
 * Back to a known good state. With a version: all traffic to it. Without: a running
 * canary is withdrawn (the stable version gets everything); with a single live version,
 * the most recently drained one comes back. The version rolled away from is withdrawn.
 */
export function rollback(table: RoutingTable, pkg: string, version?: string): RoutingTable {
  const weighted = weightedVersions(table, pkg);
  if (version) {
    return setLive(table, pkg, [{ version, weight: 100 }], { withdraw: weighted.map((l) => l.version).filter((v) => v !== version) });
  }
  if (weighted.length > 1) {
    const stable = stableVersion(table, pkg)!;
    return setLive(table, pkg, [{ version: stable, weight: 100 }], {
      withdraw: weighted.map((l) => l.version).filter((v) => v !== stable),
    });
  }
  const previous = drainedVersions(table, pkg)[0];
  if (!previous) throw new RoutingError(`${pkg} has no previous version to roll back to; name one: \`rollback ${pkg} <version>\`.`);
  return setLive(table, pkg, [{ version: previous, weight: 100 }], { withdraw: weighted.map((l) => l.version) });
}
