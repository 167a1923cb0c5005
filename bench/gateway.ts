/**
 * `npm run bench:gateway`: what the edge gateway costs. autocannon on loopback, bounded
 * in time, against
 *   (a) the api Worker alone, in its own `wrangler dev`, with a tRPC batch
 *       (jobs.search + jobs.bySlug), and
 *   (b) the site's single `wrangler dev` (gateway + api): the same batch through
 *       `/api/trpc`, the HTML of `/` and of a job page.
 * Each batch runs at 1 connection (latency: what the gateway adds per request) and at
 * 10 (throughput). Prints req/s, p50 and p99, and gateway/direct ratios against the
 * targets (+<= 1 ms p50, >= 70% of direct throughput).
 *
 *   tsx bench/gateway.ts [--duration 5] [--rounds 3] [--seed-count 2000]
 * State: its own folder (.wrangler/bench-gateway-state, or CHAINWORK_STATE_DIR), reused
 * between runs; the api-alone server runs on a copy of it (`<state>-direct`). Ports: 8845-8848 (two servers and their inspectors), loopback only.
 * Direct and gateway runs alternate, round after round, and each row reports the mean
 * req/s and the median p50/p99 of its rounds: on a shared machine the load drifts, and
 * alternating exposes both sides to the same drift. Only the measured server is busy.
 */
import type { ChildProcess } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { API_CONFIG, GATEWAY_CONFIG, REPO_ROOT } from '@chainwork/tooling/lib/paths';
import { isMain } from '@chainwork/tooling/lib/is-main';
import { startDevServer as startWrangler, stopDevServer as stop, waitForOk as waitFor } from '@chainwork/tooling/lib/dev-server';
import { parseCommandLine, runCli, wholeNumberOption } from '@chainwork/tooling/lib/cli';
import { prepareSite } from './prepare-site';

const API_PORT = 8845;
const API_INSPECTOR_PORT = 8846;
const SITE_PORT = 8847;
const SITE_INSPECTOR_PORT = 8848;
const WARMUP_S = 2;
/** A returning visitor: dark mode and a bucket already set, so no cookie is written. */
const VISITOR_COOKIE = 'chakra-ui-color-mode=dark; cw_bucket=4242';

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

interface Row {
  label: string;
  connections: number;
  result: AutocannonResult;
}

/** The batch a search page sends: the first page of jobs and one job, as httpBatchLink encodes it. */
function batchPath(slug: string): string {
  const input = { 0: { json: { limit: 20 } }, 1: { json: { slug } } };
  return `jobs.search,jobs.bySlug?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}

async function newestSlug(apiOrigin: string): Promise<string> {
  const input = encodeURIComponent(JSON.stringify({ json: { limit: 1 } }));
  const response = await fetch(`${apiOrigin}/trpc/jobs.search?input=${input}`);
  const body = (await response.json()) as { result?: { data?: { json?: { items?: Array<{ Pretty_url: string }> } } } };
  const slug = body.result?.data?.json?.items?.[0]?.Pretty_url;
  if (!slug) throw new Error('The api returned no job to benchmark a job page with; is the database seeded?');
  return slug;
}

async function measure(
  label: string,
  url: string,
  connections: number,
  duration: number,
  headers: Record<string, string> = {},
): Promise<Row> {
  await autocannon({ url, connections, duration: WARMUP_S, headers });
  const result = await autocannon({ url, connections, duration, headers });
  if (result.non2xx || result.errors || result.timeouts) {
    console.warn(`  ${label}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  console.log(`  ${label} (${connections} conn): ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms`);
  return { label, connections, result };
}

function table(rows: Row[]): string {
  const header = `${'target'.padEnd(40)} ${'conns'.padStart(5)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)} ${'errors'.padStart(7)}`;
  const lines = rows.map(({ label, connections, result }) =>
    [
      label.padEnd(40),
      String(connections).padStart(5),
      Math.round(result.requests.average).toLocaleString('en').padStart(8),
      result.latency.p50.toFixed(1).padStart(7),
      result.latency.p99.toFixed(1).padStart(7),
      String(result.non2xx).padStart(8),
      String(result.errors + result.timeouts).padStart(7),
    ].join(' '),
  );
  return [header, '-'.repeat(header.length), ...lines].join('\n');
}

function comparison(direct: Row, gateway: Row): string {
  const ratio = gateway.result.requests.average / direct.result.requests.average;
  const addedP50 = gateway.result.latency.p50 - direct.result.latency.p50;
  const addedMean = gateway.result.latency.average - direct.result.latency.average;
  return (
    `  ${direct.connections} conn: throughput ${(ratio * 100).toFixed(1)}% of direct (target >= 70%: ${ratio >= 0.7 ? 'met' : 'MISSED'}); ` +
    `p50 ${addedP50 >= 0 ? '+' : ''}${addedP50.toFixed(1)} ms (target <= +1 ms: ${addedP50 <= 1 ? 'met' : 'MISSED'}); mean ${addedMean >= 0 ? '+' : ''}${addedMean.toFixed(2)} ms`
  );
}

function combine(label: string, connections: number, runs: AutocannonResult[]): Row {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const sum = (pick: (r: AutocannonResult) => number) => runs.reduce((total, r) => total + pick(r), 0);
  return {
    label,
    connections,
    result: {
      requests: { average: sum((r) => r.requests.average) / runs.length },
      latency: {
        p50: median(runs.map((r) => r.latency.p50)),
        p99: median(runs.map((r) => r.latency.p99)),
        average: sum((r) => r.latency.average) / runs.length,
      },
      non2xx: sum((r) => r.non2xx),
      errors: sum((r) => r.errors),
      timeouts: sum((r) => r.timeouts),
    },
  };
}

export async function benchGateway(options: { duration: number; rounds: number; seedCount?: number }): Promise<void> {
  process.env.CHAINWORK_STATE_DIR ??= path.join(REPO_ROOT, '.wrangler/bench-gateway-state');
  const stateDir = path.resolve(REPO_ROOT, process.env.CHAINWORK_STATE_DIR);
  // The start tooling reads CHAINWORK_STATE_DIR when called, so it prepares this folder.
  await prepareSite({ seedCount: options.seedCount });

  const children: ChildProcess[] = [];
  const cleanup = () => Promise.all(children.map(stop));
  process.once('SIGINT', () => {
    void cleanup().then(() => process.exit(130));
  });
  try {
    console.log(`\n> starting (a) the api alone on :${API_PORT} and (b) the site (gateway + api) on :${SITE_PORT}`);
    // The same data in a copy of its own: two workerd processes on one D1 file contend for its lock.
    const directStateDir = `${stateDir}-direct`;
    await rm(directStateDir, { recursive: true, force: true });
    await cp(stateDir, directStateDir, { recursive: true });
    const api = startWrangler([API_CONFIG], API_PORT, API_INSPECTOR_PORT, directStateDir);
    children.push(api);
    const site = startWrangler([GATEWAY_CONFIG, API_CONFIG], SITE_PORT, SITE_INSPECTOR_PORT, stateDir);
    children.push(site);
    const apiOrigin = `http://127.0.0.1:${API_PORT}`;
    const siteOrigin = `http://127.0.0.1:${SITE_PORT}`;
    await waitFor(`${apiOrigin}/health`, api);
    await waitFor(`${siteOrigin}/healthz`, site);
    const slug = await newestSlug(apiOrigin);
    const directUrl = `${apiOrigin}/trpc/${batchPath(slug)}`;
    const gatewayUrl = `${siteOrigin}/api/trpc/${batchPath(slug)}`;

    const runs: Record<string, AutocannonResult[]> = { d1: [], g1: [], d10: [], g10: [] };
    for (let round = 1; round <= options.rounds; round += 1) {
      console.log(`> round ${round} of ${options.rounds}`);
      runs.d1!.push((await measure('api direct: tRPC batch', directUrl, 1, options.duration)).result);
      runs.g1!.push((await measure('gateway: tRPC batch', gatewayUrl, 1, options.duration)).result);
      runs.d10!.push((await measure('api direct: tRPC batch', directUrl, 10, options.duration)).result);
      runs.g10!.push((await measure('gateway: tRPC batch', gatewayUrl, 10, options.duration)).result);
    }
    const direct1 = combine('api direct: tRPC batch', 1, runs.d1!);
    const gateway1 = combine('gateway: tRPC batch', 1, runs.g1!);
    const direct10 = combine('api direct: tRPC batch', 10, runs.d10!);
    const gateway10 = combine('gateway: tRPC batch', 10, runs.g10!);
    const home = await measure('gateway: HTML of /', `${siteOrigin}/`, 10, options.duration, { cookie: VISITOR_COOKIE });
    const jobPage = await measure('gateway: HTML of a job page', `${siteOrigin}/jobs/${slug}`, 10, options.duration, {
      cookie: VISITOR_COOKIE,
    });

    console.log(
      `\nGateway benchmark: ${options.rounds} alternating rounds of ${options.duration} s per batch row (mean req/s, median p50/p99), ` +
        `${options.duration} s per HTML row, each after ${WARMUP_S} s of warm-up; loopback, wrangler dev --log-level error\n`,
    );
    console.log(table([direct1, gateway1, direct10, gateway10, home, jobPage]));
    console.log('\nGateway / direct, same tRPC batch:');
    console.log(comparison(direct1, gateway1));
    console.log(comparison(direct10, gateway10));
  } finally {
    await cleanup();
  }
}

export const BENCH_GATEWAY_USAGE = 'Usage: tsx bench/gateway.ts [--duration 5] [--rounds 3] [--seed-count 2000]';

export function parseBenchGatewayArgs(argv: string[]): { duration: number; rounds: number; seedCount?: number } {
  const { values } = parseCommandLine({
    args: argv,
    options: { duration: { type: 'string' }, rounds: { type: 'string' }, 'seed-count': { type: 'string' } },
  });
  const duration = wholeNumberOption('duration', values.duration, { min: 1, max: 60, fallback: 5 })!;
  const rounds = wholeNumberOption('rounds', values.rounds, { min: 1, max: 10, fallback: 3 })!;
  const seedCount = wholeNumberOption('seed-count', values['seed-count'], { min: 0, max: 1_000_000 });
  return { duration, rounds, ...(seedCount === undefined ? {} : { seedCount }) };
}

if (isMain(import.meta.url)) {
  runCli(async () => {
    await benchGateway(parseBenchGatewayArgs(process.argv.slice(2)));
    process.exit(0);
  }, BENCH_GATEWAY_USAGE);
}
