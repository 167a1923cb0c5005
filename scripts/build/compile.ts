/**
 * The compile step of buildFrontEnds, run in its own Node process:
 *   node --import tsx/esm scripts/build/compile.ts <package ...>
 *
 * Why a process of its own: rspack builds the Module Federation runtime from the source
 * text of a function (`fn.toString()`) that it loads with `require`. Under the tsx CLI
 * that require goes through tsx's CommonJS hook, which re-compiles the file with
 * esbuild's keepNames, so the browser bundle would call an undefined `__name` and the
 * page would die. With only tsx's ESM loader (`--import tsx/esm`), Node's own
 * require(esm) loads rspack untouched.
 *
 * Prints one JSON line: CompileReport.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack, type Configuration, type MultiStats, type Stats } from '@rspack/core';
import { REPORT_PREFIX, type CompileOutcome, type CompileReport } from './compile-report';
import { CHUNK_GROUPS_FILE, type ChunkGroups } from './chunk-groups';
import { distDir, packageDir } from './paths';

/** Each package says who it is in its own `rspack.config.ts`, which calls `federatedConfig`. */
async function loadConfig(pkg: string): Promise<Configuration> {
  const file = path.join(packageDir(pkg), 'rspack.config.ts');
  const mod = (await import(pathToFileURL(file).href)) as { default: Configuration };
  return mod.default;
}

function run(configs: Configuration[]): Promise<Stats[]> {
  const compiler = rspack(configs);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats?: MultiStats) => {
      compiler.close(() => (error ? reject(error) : resolve(stats?.stats ?? [])));
    });
  });
}

/** The JS files of each named chunk group (entries, named imports, exposes): what the size budgets read. */
function writeChunkGroups(pkg: string, stats: Stats): void {
  const { namedChunkGroups = {} } = stats.toJson({ all: false, chunkGroups: true });
  const groups: ChunkGroups = {};
  for (const [name, group] of Object.entries(namedChunkGroups)) {
    groups[name] = (group.assets ?? [])
      .map((asset) => asset.name)
      .filter((file) => file.endsWith('.js'))
      .sort();
  }
  writeFileSync(path.join(distDir(pkg), CHUNK_GROUPS_FILE), `${JSON.stringify(groups, null, 2)}\n`);
}

async function main(packages: string[]): Promise<void> {
  const configs = await Promise.all(packages.map(loadConfig));
  const allStats = await run(configs);
  const outcomes = packages.map((pkg, index): CompileOutcome => {
    const stats = allStats[index];
    if (!stats) return { pkg, ok: false, ms: 0, errors: 'rspack returned no stats' };
    const ms = (stats.endTime ?? 0) - (stats.startTime ?? 0);
    if (stats.hasErrors()) return { pkg, ok: false, ms, errors: stats.toString({ all: false, errors: true, colors: false }) };
    writeChunkGroups(pkg, stats);
    return { pkg, ok: true, ms };
  });
  process.stdout.write(`${REPORT_PREFIX}${JSON.stringify({ outcomes } satisfies CompileReport)}\n`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
