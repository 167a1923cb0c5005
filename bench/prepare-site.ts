/**
 * The site prepared as `npm start` prepares it (front ends built when stale, migrations, a seed
 * when empty, content, the builds published live), without serving: `npm start -- --no-serve` in a
 * child process, so a benchmark runs the command as anyone does instead of importing its entry
 * file. The state folder is CHAINWORK_STATE_DIR, which each benchmark sets first.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '@chainwork/tooling/lib/paths';

export function prepareSite(options: { seedCount?: number }): Promise<void> {
  const args = [path.join(REPO_ROOT, 'scripts/start.ts'), '--no-serve'];
  if (options.seedCount !== undefined) args.push('--seed-count', String(options.seedCount));
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), args, { cwd: REPO_ROOT, stdio: 'inherit', env: process.env });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`Preparing the site failed (npm start --no-serve exited ${code})`)),
    );
  });
}
