import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack, type Configuration, type MultiStats, type Stats } from '@rspack/core';
import { FRONT_END_PACKAGES, type FrontEndPackage } from '../../shared-config/src/federation/contract';
import { inputHash } from './input-hash';
import { distDir, packageDir } from './paths';
import { formatBuildLine, jsSize, type BuildLine } from './size-report';
import { readStamp, writeStamp } from './stamp';

export interface BuildOptions {
  /** Build even when the stamp says the inputs are unchanged. */
  force?: boolean;
  /** Where the per-package lines go; defaults to stdout. */
  log?: (line: string) => void;
}

export type BuildResult = BuildLine;

export class BuildError extends Error {
  constructor(readonly pkg: string, readonly details: string) {
    super(`Build of ${pkg} failed:\n${details}`);
    this.name = 'BuildError';
  }
}

export function isFrontEndPackage(name: string): name is FrontEndPackage {
  return (FRONT_END_PACKAGES as readonly string[]).includes(name);
}

/** Each package says who it is in its own `rspack.config.ts`, which calls `federatedConfig`. */
async function loadConfig(pkg: FrontEndPackage): Promise<Configuration> {
  const file = path.join(packageDir(pkg), 'rspack.config.ts');
  if (!existsSync(file)) throw new Error(`${pkg} has no rspack.config.ts`);
  const mod = (await import(pathToFileURL(file).href)) as { default: Configuration };
  return mod.default;
}

function runCompilers(configs: Configuration[]): Promise<Stats[]> {
  const compiler = rspack(configs);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats?: MultiStats) => {
      compiler.close(() => {
        if (error) reject(error);
        else resolve(stats?.stats ?? []);
      });
    });
  });
}

/**
 * Builds the named front-end packages (default: all four) in one MultiCompiler run,
 * skipping each package whose inputs hash to the stamp left by its last build.
 * Throws BuildError (with rspack's messages, no stack) when a build fails.
 */
export async function buildFrontEnds(
  packages: readonly string[] = FRONT_END_PACKAGES,
  options: BuildOptions = {},
): Promise<BuildResult[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const unknown = packages.filter((p) => !isFrontEndPackage(p));
  if (unknown.length) throw new Error(`Not a front-end package: ${unknown.join(', ')} (known: ${FRONT_END_PACKAGES.join(', ')})`);
  const wanted = [...new Set(packages)] as FrontEndPackage[];

  const results = new Map<FrontEndPackage, BuildResult>();
  const stale: { pkg: FrontEndPackage; hash: string }[] = [];
  for (const pkg of wanted) {
    const started = performance.now();
    const hash = inputHash(pkg);
    if (!options.force && readStamp(pkg) === hash) {
      results.set(pkg, { pkg, status: 'skipped', ms: performance.now() - started, size: jsSize(distDir(pkg)) });
    } else {
      stale.push({ pkg, hash });
    }
  }

  if (stale.length) {
    const configs = await Promise.all(stale.map(({ pkg }) => loadConfig(pkg)));
    const allStats = await runCompilers(configs);
    const failures: BuildError[] = [];
    stale.forEach(({ pkg, hash }, index) => {
      const stats = allStats[index];
      if (!stats || stats.hasErrors()) {
        const details = stats?.toString({ all: false, errors: true, colors: false }) ?? 'no stats';
        failures.push(new BuildError(pkg, details));
        return;
      }
      writeStamp(pkg, hash);
      const { startTime = 0, endTime = 0 } = stats;
      results.set(pkg, { pkg, status: 'built', ms: endTime - startTime, size: jsSize(distDir(pkg)) });
    });
    if (failures.length) throw failures.length === 1 ? failures[0]! : new AggregateError(failures, failures.map((f) => f.message).join('\n'));
  }

  const ordered = wanted.map((pkg) => results.get(pkg)!);
  const width = Math.max(...ordered.map((r) => r.pkg.length)) + 2;
  for (const result of ordered) log(formatBuildLine(result, width));
  return ordered;
}
