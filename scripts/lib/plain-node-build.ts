/**
 * One rspack build in a Node process of its own, for the benchmarks' one-off builds (the
 * monolithic baseline, the floor's reference pages). Why not in the calling process: rspack
 * builds the Module Federation runtime from a function's source text that it `require`s,
 * and under the tsx CLI that require is re-compiled with esbuild's keepNames, so a browser
 * bundle would call an undefined `__name` (scripts/build/compile.ts says more).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { REPO_ROOT } from './paths';

/** Runs `script` (a file under the repository that calls runBuild) with tsx's ESM loader only. */
export function buildInPlainNode(script: string, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx/esm', path.join(REPO_ROOT, script)], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed to build (exit ${code})`))));
  });
}

/** Inside that process: builds `config`; on failure prints rspack's errors and exits 1. */
export async function runBuild(config: Configuration): Promise<void> {
  // Imported here, not at the top: the callers of buildInPlainNode import this file too and never build.
  const { rspack } = await import('@rspack/core');
  const compiler = rspack(config);
  await new Promise<void>((resolve) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error || !stats || stats.hasErrors()) {
          console.error(error?.message ?? stats?.toString({ all: false, errors: true, colors: false }) ?? 'no stats');
          process.exit(1);
        }
        resolve();
      });
    });
  });
}
