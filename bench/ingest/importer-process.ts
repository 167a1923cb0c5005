/**
 * The importer's own process: the production api Worker alone in a second `wrangler dev`, on
 * the site's state folder (`--persist-to`, so the same local D1 file), reading the boards from
 * `boardsUrl`. Miniflare's queue broker lives in memory inside each process, so a message sent
 * by the site's process never reaches this one: this process both queues the run (its own
 * `/internal/imports/run`, the cron's code) and consumes it. Loopback only, request logs off;
 * its console lines (each source's `[imports]` report) go to `onOutput`.
 */
import { spawn } from 'node:child_process';
import { stopDevServer, waitForOk } from '@chainwork/tooling/lib/dev-server';
import { API_CONFIG, REPO_ROOT } from '@chainwork/tooling/lib/paths';
import { WRANGLER_BIN } from '@chainwork/tooling/lib/wrangler';

const STARTUP_TIMEOUT_MS = 90_000;
/** Its own Worker name, so the dev registry keeps the site's `chainwork-api` entry as it was. */
export const IMPORTER_WORKER_NAME = 'chainwork-importer';

export interface ImporterProcess {
  origin: string;
  /** wrangler's process id and process group (workerd runs in that group). */
  pid: number | undefined;
  stop(): Promise<void>;
}

export function importerArgs(options: { dir: string; port: number; inspectorPort: number; boardsUrl: string }): string[] {
  return [
    'dev',
    '-c',
    API_CONFIG,
    '--name',
    IMPORTER_WORKER_NAME,
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
    'log',
    '--show-interactive-dev-session=false',
    '--var',
    `IMPORT_STANDIN_URL:${options.boardsUrl}`,
  ];
}

export async function startImporter(options: {
  dir: string;
  port: number;
  inspectorPort: number;
  boardsUrl: string;
  onOutput: (line: string) => void;
}): Promise<ImporterProcess> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  };
  const child = spawn(WRANGLER_BIN, importerArgs(options), { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  let pending = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) options.onOutput(line);
  });
  const importer = { origin: `http://127.0.0.1:${options.port}`, pid: child.pid, stop: () => stopDevServer(child) };
  try {
    await waitForOk(`${importer.origin}/health`, child, STARTUP_TIMEOUT_MS);
  } catch (error) {
    await importer.stop();
    throw error;
  }
  return importer;
}
