/**
 * The site for the benchmark: gateway and api in ONE `wrangler dev`, on loopback, with
 * request logging off. The api is the benchmark's own Worker (api/wrangler.bench.jsonc:
 * the production api plus the `bench.*` procedures, under the same Worker name, so the
 * gateway's `API` binding reaches it); production never has those procedures. The
 * environment is cut down to what wrangler needs, so nothing of the caller's leaks in.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { GATEWAY_CONFIG, REPO_ROOT } from '@chainwork/tooling/lib/paths';
import { WRANGLER_BIN } from '@chainwork/tooling/lib/wrangler';
import { stopDevServer, waitForOk } from '@chainwork/tooling/lib/dev-server';

const STARTUP_TIMEOUT_MS = 90_000;
const BENCH_API_CONFIG = path.join(REPO_ROOT, 'api/wrangler.bench.jsonc');

export interface Site {
  origin: string;
  /** wrangler's process id, which is also its process group's (workerd runs in that group). */
  pid: number | undefined;
  stop(): Promise<void>;
}

export async function startSite(options: {
  dir: string;
  port: number;
  inspectorPort: number;
  /** The api's wrangler config: the benchmark's Worker unless a benchmark needs the production one (alerts: cron and queue). */
  apiConfig?: string;
  /** The Workers' console lines (`--log-level log`), for a benchmark that reads them; `warn` and no output otherwise. */
  onOutput?: (line: string) => void;
  /** Gateway settings for this run (`NAME:VALUE`, wrangler's `--var`: the first config's). */
  vars?: readonly string[];
}): Promise<Site> {
  const args = [
    'dev',
    '-c',
    GATEWAY_CONFIG,
    '-c',
    options.apiConfig ?? BENCH_API_CONFIG,
    '--local',
    '--ip',
    '127.0.0.1',
    '--port',
    String(options.port),
    '--inspector-port',
    String(options.inspectorPort),
    '--persist-to',
    options.dir,
    '--log-level',
    options.onOutput ? 'log' : 'warn',
    '--show-interactive-dev-session=false',
    ...(options.vars ?? []).flatMap((pair) => ['--var', pair]),
  ];
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  };
  // Its own process group, so stopping it stops workerd too.
  const child = spawn(WRANGLER_BIN, args, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', options.onOutput ? 'pipe' : 'ignore', 'inherit'],
    detached: true,
  });
  if (options.onOutput && child.stdout) {
    const onOutput = options.onOutput;
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onOutput(line);
    });
  }
  const site = { origin: `http://127.0.0.1:${options.port}`, pid: child.pid, stop: () => stopDevServer(child) };
  try {
    await waitForOk(`${site.origin}/healthz`, child, STARTUP_TIMEOUT_MS);
  } catch (error) {
    await site.stop();
    throw error;
  }
  return site;
}
