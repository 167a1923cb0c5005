/**
 * What each operator command does against a store. A change is computed with the pure
 * table operations, checked (every version taking traffic must have its entry file in
 * the asset store), and only then written: a refused change writes nothing.
 */
import {
  REMOTE_MANIFEST_FILE,
  SHELL_PACKAGE,
  SHELL_TEMPLATE_FILE,
  VERSION_BUCKET_COOKIE,
  VERSION_PIN_COOKIE,
  VERSION_PIN_HEADER,
  assetKey,
  type FrontEndPackage,
  type RoutingTable,
} from '@chainwork/shared-config/federation';
import { readBuild, uploadVersion, versionOf } from '../lib/publish-store';
import type { RoutesCommand } from './args';
import { readTable, writeTable, type RoutesStore } from './store';
import {
  RoutingError,
  canary,
  drainedVersions,
  promote,
  recordPublished,
  rollback,
  setLive,
  setWeights,
  shift,
  weightedVersions,
} from './table-ops';

export interface CommandContext {
  store: RoutesStore;
  dryRun?: boolean;
  now?: () => Date;
  /** The built files of a package; the real dist/ by default. */
  readBuild?: typeof readBuild;
}

export function entryFile(pkg: string): string {
  return pkg === SHELL_PACKAGE ? SHELL_TEMPLATE_FILE : REMOTE_MANIFEST_FILE;
}

async function hasFiles(store: RoutesStore, pkg: string, version: string): Promise<boolean> {
  return (await store.env.ASSETS.head(assetKey(pkg, version, entryFile(pkg)))) !== null;
}

function describeLive(table: RoutingTable, pkg: string): string {
  if (!table.packages[pkg]) return 'nothing live';
  const weighted =
    weightedVersions(table, pkg)
      .map((l) => `${l.version} ${l.weight}%`)
      .join(', ') || 'nothing live';
  const drained = drainedVersions(table, pkg);
  return drained.length ? `${weighted}  (fallbacks: ${drained.join(', ')})` : weighted;
}

/** Refuses a table in which a version taking traffic has no entry file in the store. */
async function checkServable(store: RoutesStore, table: RoutingTable, pkg: string): Promise<void> {
  for (const { version } of weightedVersions(table, pkg)) {
    if (!(await hasFiles(store, pkg, version))) {
      throw new RoutingError(
        `${pkg}@${version} has no ${entryFile(pkg)} in the asset store; publish it again before sending visitors to it.`,
      );
    }
  }
}

const LIVE_NOTE =
  'Live within seconds: the gateway re-reads the table every 2 s (on Cloudflare, KV can take up to 60 s to reach every location).';

async function change(
  ctx: CommandContext,
  pkg: FrontEndPackage,
  label: string,
  apply: (table: RoutingTable) => RoutingTable,
): Promise<string> {
  const before = await readTable(ctx.store);
  const after = apply(before);
  await checkServable(ctx.store, after, pkg);
  if (!ctx.dryRun) await writeTable(ctx.store, after);
  return [
    `${pkg}: ${label}${ctx.dryRun ? ' (dry run: nothing written)' : ''}`,
    `  before: ${describeLive(before, pkg)}`,
    `  after:  ${describeLive(after, pkg)}`,
    ...(ctx.dryRun ? [] : [LIVE_NOTE]),
  ].join('\n');
}

async function list(ctx: CommandContext, only?: FrontEndPackage): Promise<string> {
  const table = await readTable(ctx.store);
  const packages = only ? [only] : Object.keys(table.packages).sort();
  if (packages.length === 0 || (only && !table.packages[only]))
    return only ? `${only}: nothing published.` : 'Nothing published yet: `npm run routes -- publish`.';
  const lines: string[] = [];
  for (const pkg of packages) {
    const entry = table.packages[pkg]!;
    lines.push(pkg);
    const weight = new Map(entry.live.map((l) => [l.version, l.weight]));
    for (const p of [...entry.published].reverse()) {
      const w = weight.get(p.version);
      const role = w === undefined ? 'published' : w > 0 ? 'live' : 'fallback';
      const health =
        w === undefined ? '' : (await hasFiles(ctx.store, pkg, p.version)) ? '  files ok' : `  FILES MISSING (${entryFile(pkg)})`;
      lines.push(
        `  ${role.padEnd(9)} ${p.version.padEnd(14)} ${w === undefined ? '    ' : `${String(w).padStart(3)}%`}  ${p.publishedAt}${health}`,
      );
    }
  }
  return lines.join('\n');
}

async function publish(ctx: CommandContext, command: Extract<RoutesCommand, { name: 'publish' }>): Promise<string> {
  const read = ctx.readBuild ?? readBuild;
  const builds = await Promise.all(command.packages.map(async (pkg) => ({ pkg, files: await read(pkg) })));
  let table = await readTable(ctx.store);
  const before = structuredClone(table);
  const lines: string[] = [];
  for (const { pkg, files } of builds) {
    const version = versionOf(files);
    const uploaded = ctx.dryRun ? 0 : await uploadVersion(ctx.store.env, pkg, version, files);
    table = recordPublished(table, pkg, version, (ctx.now ?? (() => new Date()))());
    if (command.mode.kind === 'live') table = setLive(table, pkg, [{ version, weight: 100 }]);
    if (command.mode.kind === 'canary') table = canary(table, pkg, version, command.mode.percent);
    lines.push(`${pkg}@${version}: ${uploaded ? `uploaded ${uploaded} files` : 'already in the store'}`);
    lines.push(`  before: ${describeLive(before, pkg)}`);
    lines.push(`  after:  ${describeLive(table, pkg)}`);
  }
  if (!ctx.dryRun) {
    for (const { pkg } of builds) await checkServable(ctx.store, table, pkg);
    await writeTable(ctx.store, table);
  }
  return [...lines, ctx.dryRun ? '(dry run: nothing uploaded or written)' : LIVE_NOTE].join('\n');
}

async function pin(ctx: CommandContext, pkg: FrontEndPackage, version: string): Promise<string> {
  const table = await readTable(ctx.store);
  const entry = table.packages[pkg];
  if (!entry?.published.some((p) => p.version === version))
    throw new RoutingError(`Version "${version}" of ${pkg} is not published; a pin to it would be ignored.`);
  const value = `${pkg}@${version}`;
  const files = (await hasFiles(ctx.store, pkg, version))
    ? 'its files are in the store'
    : `its ${entryFile(pkg)} is MISSING: pinned visitors will see the fallback`;
  return [
    `${value} is published; ${files}. Nothing in the table changes: a pin only affects requests that carry it.`,
    `  header:  ${VERSION_PIN_HEADER}: ${value}`,
    `  cookie:  ${VERSION_PIN_COOKIE}=${value}   (in the browser console: document.cookie = "${VERSION_PIN_COOKIE}=${value}; path=/")`,
    `  curl -H '${VERSION_PIN_HEADER}: ${value}' -I http://127.0.0.1:8787/   # x-chainwork-routing says "${pkg}=pinned"`,
    `Several pins: join them with "+". Remove the cookie to go back to your bucket (cookie ${VERSION_BUCKET_COOKIE}).`,
  ].join('\n');
}

export async function runRoutesCommand(command: RoutesCommand, ctx: CommandContext): Promise<string> {
  switch (command.name) {
    case 'list':
      return list(ctx, command.pkg);
    case 'publish':
      return publish(ctx, command);
    case 'canary':
      return change(ctx, command.pkg, `canary ${command.version} at ${command.percent}%`, (t) =>
        canary(t, command.pkg, command.version, command.percent),
      );
    case 'shift':
      return change(ctx, command.pkg, `canary shifted to ${command.percent}%`, (t) => shift(t, command.pkg, command.percent));
    case 'set':
      return change(ctx, command.pkg, 'weights set', (t) => setWeights(t, command.pkg, command.weights));
    case 'promote':
      return change(ctx, command.pkg, `promoted ${command.version ?? 'the canary'}`, (t) => promote(t, command.pkg, command.version));
    case 'rollback':
      return change(ctx, command.pkg, `rolled back${command.version ? ` to ${command.version}` : ''}`, (t) =>
        rollback(t, command.pkg, command.version),
      );
    case 'pin':
      return pin(ctx, command.pkg, command.version);
  }
}
