import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from './paths';
import { WRANGLER_BIN, quietWranglerEnv } from './wrangler';

const STARTUP_TIMEOUT_MS = 60_000;

/**
 * A `wrangler dev` for the benchmarks: the given configs on one port, its own inspector
 * port and state folder, errors only. Its own process group, so `stopDevServer` stops its
 * workerd children too.
 */
export function startDevServer(configs: string[], port: number, inspectorPort: number, stateDir: string): ChildProcess {
  const args = [
    'dev',
    ...configs.flatMap((c) => ['-c', c]),
    '--local',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(inspectorPort),
    '--persist-to',
    stateDir,
    '--log-level',
    'error',
    '--show-interactive-dev-session=false',
  ];
  return spawn(WRANGLER_BIN, args, { cwd: REPO_ROOT, env: quietWranglerEnv(), stdio: ['ignore', 'ignore', 'inherit'], detached: true });
}

export async function stopDevServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const killed = await Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 5000))]);
  if (!killed) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
}

export async function waitForOk(url: string, child: ChildProcess, timeoutMs = STARTUP_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler exited (${child.exitCode}) before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
