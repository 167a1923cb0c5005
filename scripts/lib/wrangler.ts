import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './paths';

export const WRANGLER_BIN = path.join(REPO_ROOT, 'node_modules/.bin/wrangler');

/** Keeps wrangler offline and quiet: no metrics, no update check, no cf.json fetch. */
export function quietWranglerEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    ...extra,
  };
}

export function spawnWrangler(args: string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(WRANGLER_BIN, args, { cwd: REPO_ROOT, env: quietWranglerEnv(), stdio: 'inherit', ...options });
}

/** Runs a wrangler command to completion; rejects with its output on failure. */
export function runWrangler(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawnWrangler(args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (d) => {
      output += d;
    });
    child.stderr?.on('data', (d) => {
      output += d;
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`wrangler ${args.join(' ')} exited ${code}\n${output}`))));
  });
}
