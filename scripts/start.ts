/**
 * `npm start`: the whole site on the embedded default, at http://127.0.0.1:8787.
 *   1. builds the front-end packages whose inputs changed,
 *   2. applies D1 migrations to the local database,
 *   3. seeds it when empty (a second start reuses the data), loads the repo's content
 *      (the funding directory) and refreshes the fictional sample events,
 *   4. publishes the current builds as the live versions,
 *   5. runs the gateway and the api in one `wrangler dev` (workerd, local D1/R2/KV).
 *
 *   tsx scripts/start.ts [--port 8787] [--fresh] [--seed-count 2000] [--no-serve]
 * Environment: PORT, CHAINWORK_STATE_DIR (default .wrangler/state).
 */
import { rm } from 'node:fs/promises';
import { buildFrontEnds } from './build';
import { loadLocalContent } from './content';
import { seedLocalDatabase } from './seed';
import { formatPublishResults, publishPackages } from './publish';
import { API_CONFIG, D1_DATABASE_NAME, GATEWAY_CONFIG, stateDir } from './lib/paths';
import { runWrangler, spawnWrangler } from './lib/wrangler';
import { isMain } from './lib/is-main';

export interface StartOptions { port: number; fresh: boolean; seedCount?: number; serve: boolean; logLevel?: string }

function parseArgs(argv: string[]): StartOptions {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const port = Number(value('--port') ?? process.env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`Invalid port: ${value('--port') ?? process.env.PORT}`);
  const seedCount = value('--seed-count');
  return {
    port,
    fresh: argv.includes('--fresh'),
    seedCount: seedCount === undefined ? undefined : Number(seedCount),
    serve: !argv.includes('--no-serve'),
    logLevel: value('--log-level'),
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
  await step('Building front-end packages (stale ones only)', () => buildFrontEnds());
  await step(`Applying D1 migrations (${dir})`, () =>
    runWrangler(['d1', 'migrations', 'apply', D1_DATABASE_NAME, '--local', '-c', API_CONFIG, '--persist-to', dir]));
  await step('Seeding the database when empty', () => seedLocalDatabase({ count: options.seedCount }));
  await step('Loading content (directory files, sample events)', () => loadLocalContent());
  const published = await step('Publishing builds as live versions', () => publishPackages());
  console.log(formatPublishResults(published));
}

export function serveSite(options: Pick<StartOptions, 'port' | 'logLevel'>) {
  const args = ['dev', '-c', GATEWAY_CONFIG, '-c', API_CONFIG, '--local', '--ip', '127.0.0.1',
    '--port', String(options.port), '--persist-to', stateDir(), '--show-interactive-dev-session=false'];
  if (options.logLevel) args.push('--log-level', options.logLevel);
  return spawnWrangler(args);
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  await prepareSite(options);
  if (!options.serve) return;
  console.log(`\nChainwork is starting at http://127.0.0.1:${options.port}  (Ctrl+C to stop)\n`);
  const child = serveSite(options);
  const stop = (signal: NodeJS.Signals) => { child.kill(signal); };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

if (isMain(import.meta.url)) {
  main().catch((err) => { console.error(err instanceof Error ? err.message : err); process.exit(1); });
}
