/**
 * The one place that decides which version of each front-end package a request gets:
 *   1. a pin (override) naming a published version wins, also at 0% and also when its
 *      files are broken (that is what a tester pinning it wants to see), except for the
 *      shell, without which no page can be served;
 *   2. otherwise the visitor's bucket picks by cumulative weight (no bucket: the heaviest);
 *   3. a version whose files are missing is skipped for the last good one
 *      (fallbackCandidates), and the skip is logged.
 */
import { FRONT_END_PACKAGES, SHELL_PACKAGE, type RoutingTable } from '@chainwork/shared-config';
import type { HeadableStore, VersionHealth } from './health';
import type { Pins } from './pins';
import { fallbackCandidates, pickByWeight, primaryVersion, weightedOrder } from './weighted';

export type ChoiceReason = 'weighted' | 'pinned' | 'fallback';
export interface Choice {
  version: string;
  reason: ChoiceReason;
}
export type Choices = Partial<Record<string, Choice>>;

export interface ChooseContext {
  /** The visitor's place in [0, 1), or null for a request without a bucket. */
  position: number | null;
  pins?: Pins;
  health: VersionHealth;
  store: HeadableStore;
  /** Told about every skip, for the log. */
  onSkip?: (pkg: string, skipped: string, served: string | null) => void;
}

function isPublished(table: RoutingTable, pkg: string, version: string): boolean {
  const entry = table.packages[pkg];
  return !!entry && (entry.published.some((p) => p.version === version) || entry.live.some((l) => l.version === version));
}

async function choosePackage(table: RoutingTable, pkg: string, ctx: ChooseContext): Promise<Choice | undefined> {
  const entry = table.packages[pkg];
  if (!entry) return undefined;

  const pinned = ctx.pins?.[pkg];
  if (pinned && isPublished(table, pkg, pinned)) {
    if (pkg !== SHELL_PACKAGE || (await ctx.health.check(ctx.store, pkg, pinned)).healthy) {
      return { version: pinned, reason: 'pinned' };
    }
  }

  const first = ctx.position === null ? primaryVersion(entry) : pickByWeight(weightedOrder(entry), ctx.position);
  const candidates = first ? [first, ...fallbackCandidates(entry, first)] : fallbackCandidates(entry, '');
  for (const [i, version] of candidates.entries()) {
    if ((await ctx.health.check(ctx.store, pkg, version)).healthy) {
      if (i > 0 && first) ctx.onSkip?.(pkg, first, version);
      return { version, reason: i === 0 && first ? 'weighted' : 'fallback' };
    }
  }
  if (first) ctx.onSkip?.(pkg, first, null);
  return undefined;
}

export async function chooseVersions(
  table: RoutingTable,
  ctx: ChooseContext,
  packages: readonly string[] = FRONT_END_PACKAGES,
): Promise<Choices> {
  const picked = await Promise.all(packages.map(async (pkg) => [pkg, await choosePackage(table, pkg, ctx)] as const));
  const choices: Choices = {};
  for (const [pkg, choice] of picked) if (choice) choices[pkg] = choice;
  return choices;
}

/** package -> version, for the remote map and the versions header. */
export function versionsOf(choices: Choices): Partial<Record<string, string>> {
  return Object.fromEntries(Object.entries(choices).map(([pkg, choice]) => [pkg, choice?.version]));
}
