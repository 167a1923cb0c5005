import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONT_END_PACKAGES, type FrontEndPackage } from '@chainwork/shared-config/federation';
import { inputHash } from './input-hash';
import { REPORT_PREFIX, type CompileOutcome, type CompileReport } from './compile-report';
import { REPO_ROOT, distDir } from './paths';
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
  constructor(
    readonly pkg: string,
    readonly details: string,
  ) {
    super(`Build of ${pkg} failed:\n${details}`);
    this.name = 'BuildError';
  }
}

export function isFrontEndPackage(name: string): name is FrontEndPackage {
  return (FRONT_END_PACKAGES as readonly string[]).includes(name);
}

const COMPILE_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'compile.ts');

function withoutTsx(nodeOptions = ''): string {
  return nodeOptions
    .split(/\s+/)
    .filter((option) => option && !option.includes('tsx'))
    .join(' ');
}

/** Runs compile.ts in a plain Node process with only tsx's ESM loader (see compile.ts for why). */
function compileInChild(packages: string[]): Promise<CompileOutcome[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx/esm', COMPILE_SCRIPT, ...packages], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      // A tsx loader inherited through NODE_OPTIONS would bring the CommonJS hook back.
      env: { ...process.env, NODE_OPTIONS: withoutTsx(process.env.NODE_OPTIONS) },
    });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const line = stdout.split('\n').find((l) => l.startsWith(REPORT_PREFIX));
      if (code !== 0 || !line) {
        reject(new Error(`The rspack compile process failed (exit code ${code}).${stdout ? `\n${stdout}` : ''}`));
        return;
      }
      resolve((JSON.parse(line.slice(REPORT_PREFIX.length)) as CompileReport).outcomes);
    });
  });
}

/**
 * Builds the named front-end packages (default: all four) in one MultiCompiler run,
 * skipping each package whose inputs hash to the stamp left by its last build.
 * Throws BuildError (with rspack's messages, no stack) when a build fails.
 */
export async function buildFrontEnds(packages: readonly string[] = FRONT_END_PACKAGES, options: BuildOptions = {}): Promise<BuildResult[]> {
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
    const outcomes = await compileInChild(stale.map(({ pkg }) => pkg));
    const failures: BuildError[] = [];
    for (const { pkg, hash } of stale) {
      const outcome = outcomes.find((o) => o.pkg === pkg);
      if (!outcome?.ok) {
        failures.push(new BuildError(pkg, outcome?.errors ?? 'no result from the compile process'));
        continue;
      }
      writeStamp(pkg, hash);
      results.set(pkg, { pkg, status: 'built', ms: outcome.ms, size: jsSize(distDir(pkg)) });
    }
    if (failures.length)
      throw failures.length === 1 ? failures[0]! : new AggregateError(failures, failures.map((f) => f.message).join('\n'));
  }

  const ordered = wanted.map((pkg) => results.get(pkg)!);
  const width = Math.max(...ordered.map((r) => r.pkg.length)) + 2;
  for (const result of ordered) log(formatBuildLine(result, width));
  return ordered;
}
