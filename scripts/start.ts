/**
 * `npm start`: the whole site on the embedded default, at http://127.0.0.1:8787.
 *   1. builds the front-end packages whose inputs changed,
 *   2. applies D1 migrations to the local database,
 *   3. seeds it when empty (a second start reuses the data), loads the repo's content (the
 *      blog, the funding directory) and refreshes the fictional sample events,
 *   4. publishes the current builds as the live versions,
 *   5. runs the gateway and the api in one `wrangler dev` (workerd, local D1/R2/KV), with the
 *      stand-in job boards (scripts/standin-boards/, loopback, port 8790) beside it, and once the
 *      site answers imports their jobs (the import run of `npm run ingest`; `--no-import` skips it).
 * Before all that, the local identity provider's key pair (local-auth-keys.ts) and the local payment webhook secret (local-payment-secret.ts) are created once.
 *
 *   tsx scripts/start.ts [--port 8787] [--fresh] [--seed-count 2000] [--no-serve] [--no-import] [--log-level warn] [--var NAME:VALUE ...]
 * `--var` overrides a gateway setting for this run only (the e2e suite sets MODERATOR_EMAILS).
 * Environment: PORT, CHAINWORK_STATE_DIR (default .wrangler/state).
 */
import { rm } from 'node:fs/promises';
import { buildFrontEnds } from './build';
import { loadLocalContent } from './content';
import { seedLocalDatabase } from './lib/seed-database';
import { formatPublishResults, publishPackages } from './lib/publish-store';
import { API_CONFIG, D1_DATABASE_NAME, GATEWAY_CONFIG, stateDir } from './lib/paths';
import { runWrangler, spawnWrangler } from './lib/wrangler';
import { isMain } from './lib/is-main';
import { PORT_RANGE, UsageError, parseCommandLine, runCli, wholeNumberOption } from './lib/cli';
import { ensureLocalAuthKeys } from './lib/local-auth-keys';
import { ensureLocalWebhookSecret } from './lib/local-payment-secret';
import { runIngest } from './lib/ingest-run';
import { STANDIN_DEFAULT_PORT, startStandinBoards, type StandinServer } from './standin-boards/server';

export interface StartOptions {
  port: number;
  fresh: boolean;
  seedCount?: number;
  serve: boolean;
  /** Import the stand-in boards' jobs once the site answers (the e2e suite imports when its test asks). */
  importOnStart: boolean;
  logLevel?: string;
  /** Gateway settings for this run (`NAME:VALUE`), passed to wrangler as `--var`. */
  vars?: string[];
}

export const START_USAGE =
  'Usage: tsx scripts/start.ts [--port 8787] [--fresh] [--seed-count N] [--no-serve] [--no-import] [--log-level debug|info|log|warn|error|none] [--var NAME:VALUE ...]';
const LOG_LEVELS = ['debug', 'info', 'log', 'warn', 'error', 'none'];

/** The command line of `npm start`; PORT is the port's default. */
export function parseStartArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): StartOptions {
  const { values } = parseCommandLine({
    args: argv,
    options: {
      port: { type: 'string' },
      fresh: { type: 'boolean' },
      'seed-count': { type: 'string' },
      'no-serve': { type: 'boolean' },
      'no-import': { type: 'boolean' },
      'log-level': { type: 'string' },
      var: { type: 'string', multiple: true },
    },
  });
  const port =
    values.port !== undefined
      ? wholeNumberOption('port', values.port, PORT_RANGE)
      : env.PORT
        ? wholeNumberOption('port', env.PORT, PORT_RANGE)
        : 8787;
  const logLevel = values['log-level'];
  if (logLevel !== undefined && !LOG_LEVELS.includes(logLevel))
    throw new UsageError(`--log-level must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  return {
    port: port!,
    fresh: values.fresh ?? false,
    seedCount: wholeNumberOption('seed-count', values['seed-count'], { min: 0, max: 1_000_000 }),
    serve: !values['no-serve'],
    importOnStart: !values['no-import'],
    logLevel,
    vars: (values.var ?? []).map((pair) => {
      if (!/^[A-Z][A-Z0-9_]*:/.test(pair)) throw new UsageError(`--var must be NAME:VALUE, got "${pair}"`);
      return pair;
    }),
  };
}

async function step<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  process.stdout.write(`> ${label}...\n`);
  const result = await work();
  process.stdout.write(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  return result;
}

/** Steps 1-4: everything but serving. Used by `npm start`, the e2e suite and the benchmarks. */
export async function prepareSite(options: Pick<StartOptions, 'fresh' | 'seedCount'>): Promise<void> {
  const dir = stateDir();
  if (options.fresh) await rm(dir, { recursive: true, force: true });
  const keys = await ensureLocalAuthKeys();
  if (keys === 'created') console.log('  created the local sign-in key pair (api/.dev.vars, edge-gateway/.dev.vars; git-ignored)');
  if ((await ensureLocalWebhookSecret()) === 'created')
    console.log('  created the local payment webhook secret (api/.dev.vars; git-ignored)');
  await step('Building front-end packages (stale ones only)', () => buildFrontEnds());
  await step(`Applying D1 migrations (${dir})`, () =>
    runWrangler(['d1', 'migrations', 'apply', D1_DATABASE_NAME, '--local', '-c', API_CONFIG, '--persist-to', dir]),
  );
  await step('Seeding the database when empty', () => seedLocalDatabase({ count: options.seedCount }));
  await step('Loading content (blog, funding directory, sample events)', () => loadLocalContent());
  const published = await step('Publishing builds as live versions', () => publishPackages());
  console.log(formatPublishResults(published));
}

export function serveSite(options: Pick<StartOptions, 'port' | 'logLevel' | 'vars'>) {
  const args = [
    'dev',
    '-c',
    GATEWAY_CONFIG,
    '-c',
    API_CONFIG,
    '--local',
    '--ip',
    '127.0.0.1',
    '--port',
    String(options.port),
    '--persist-to',
    stateDir(),
    '--show-interactive-dev-session=false',
  ];
  if (options.logLevel) args.push('--log-level', options.logLevel);
  // Applies to the first config (the gateway); the api reads only its own vars and .dev.vars.
  for (const pair of options.vars ?? []) args.push('--var', pair);
  return spawnWrangler(args);
}

async function main(): Promise<void> {
  const options = parseStartArgs(process.argv.slice(2));
  await prepareSite(options);
  if (!options.serve) return;
  const standin = await ensureStandinBoards();
  console.log(`\nChainwork is starting at http://127.0.0.1:${options.port}  (Ctrl+C to stop)\n`);
  const child = serveSite(options);
  if (options.importOnStart) void importWhenReady(`http://127.0.0.1:${options.port}`);
  const stop = (signal: NodeJS.Signals) => {
    child.kill(signal);
    void standin?.close();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

/**
 * The stand-in job boards the local sources point at (api/wrangler.jsonc IMPORT_STANDIN_URL). A
 * stand-in already answering on its port (another local site's) is shared; null then.
 */
export async function ensureStandinBoards(): Promise<StandinServer | null> {
  const running = await fetch(`http://127.0.0.1:${STANDIN_DEFAULT_PORT}/__control/state`, { signal: AbortSignal.timeout(2000) })
    .then((response) => response.ok)
    .catch(() => false);
  if (running) return null;
  try {
    return await startStandinBoards({ port: STANDIN_DEFAULT_PORT });
  } catch (error) {
    // Another program holds the port (a benchmark's boards): the site runs, its imports fail and say so.
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.warn(
      `  port ${STANDIN_DEFAULT_PORT} is taken by another program, so the stand-in job boards are not served: imports will fail until it is free (then npm run ingest)`,
    );
    return null;
  }
}

/** Waits for the site, then imports every source once (`npm run ingest`), reporting in the log. */
async function importWhenReady(base: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (up) {
      try {
        const summary = await runIngest(base);
        console.log(
          `  imported the stand-in job boards: ${summary.sources} sources in ${summary.seconds.toFixed(1)} s (npm run ingest runs it again)`,
        );
      } catch (error) {
        console.error(`  the first import failed (npm run ingest tries again): ${error instanceof Error ? error.message : String(error)}`);
      }
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

if (isMain(import.meta.url)) runCli(main, START_USAGE);
