/**
 * `npm run bench:search`: the job search at 100,000 jobs, measured through the gateway.
 *
 *   1. seeds 100,000 jobs into bench/.state (kept between runs: see bench/search/state.ts),
 *   2. starts the site (gateway + the benchmark's api Worker, api/wrangler.bench.jsonc)
 *      in one `wrangler dev` on 127.0.0.1:8811, request logging off,
 *   3. runs the fixed query mix of bench/search/mix.ts: a warm-up per class, then N
 *      rounds of one timed `/api/trpc/jobs.search` request per class, sequentially; the
 *      text classes also run the naive LIKE scan (bench.naiveSearch) in the same rounds,
 *   4. prints p50 and p95 per class with its p95 over the key lookup's (jobs.bySlug), the
 *      naive/ours ratio, the facets of a new search against their target and, when the
 *      build serves it, the public API's search against the site's, and stops the server.
 * Its one client has its own, stated read budget (BENCH_RATE_LIMIT_SCALE).
 *
 *   tsx bench/search.ts [--requests 150] [--naive-requests 8] [--count 100000] [--seed 7] [--reseed] [--max-minutes 20]
 * Loopback only; ports 8811 (site) and 8812 (inspector).
 */
import os from 'node:os';
import path from 'node:path';
import { READ_BUDGET } from '@chainwork/shared-config';
import { FACET_CLASSES, PUBLIC_API_CLASSES, QUERY_CLASSES, REFERENCE_CLASS } from './search/mix';
import { formatReport, formatVerdict } from './search/report';
import { preparePublicApi, runMix } from './search/run-mix';
import { startSite, type Site } from './search/server';
import { ensureBenchState } from './search/state';
import { timedQuery } from './search/client';
import { isMain } from '@chainwork/tooling/lib/is-main';
import { parseCommandLine, runCli, wholeNumberOption } from '@chainwork/tooling/lib/cli';
import { REPO_ROOT } from '@chainwork/tooling/lib/paths';

const PORT = 8811;
const INSPECTOR_PORT = 8812;
const STATE_DIR = path.join(REPO_ROOT, 'bench/.state');
const WARMUP_REQUESTS = 5;
/** Untimed rounds of every compared row before the timed ones (no more than the timed ones): the path settles over the first 75-100 (rounds.ts). */
const WARMUP_ROUNDS = 100;
/**
 * The benchmark is one client sending every request, as fast as they answer: its read
 * budget is READ_BUDGET times this, in memory, set by `--var` on its own wrangler run.
 * The gateway refuses any RATE_LIMIT_SCALE but 1 unless SITE_URL is loopback, so a
 * deployed site cannot be given this budget.
 */
export const BENCH_RATE_LIMIT_SCALE = 1000;

/** The header line that states the benchmark's read budget beside the production one. */
export function readBudgetLine(scale: number = BENCH_RATE_LIMIT_SCALE): string {
  return (
    `Read budget: RATE_LIMIT_SCALE ${scale} (--var on this run's wrangler dev; loopback SITE_URL only), ` +
    `${(READ_BUDGET.units * scale).toLocaleString('en')} units per ${READ_BUDGET.periodSeconds} s for the benchmark's one client ` +
    `(a visitor: ${READ_BUDGET.units}), so no request is refused`
  );
}

/**
 * The benchmark's site (bench/search/server.ts) on `dir`, with the budget above, stopped on
 * Ctrl+C or a kill as well as by the caller's `finally`: never a wrangler left behind.
 */
export async function startBudgetedSite(dir: string, port: number, inspectorPort: number): Promise<Site> {
  let site: Site | null = null;
  const stopOnSignal = () => {
    void (site?.stop() ?? Promise.resolve()).then(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  site = await startSite({ dir, port, inspectorPort, vars: [`RATE_LIMIT_SCALE:${BENCH_RATE_LIMIT_SCALE}`] });
  return site;
}

interface BenchOptions {
  requests: number;
  naiveRequests: number;
  count: number;
  seed: number;
  reseed: boolean;
  maxMinutes: number;
}

export async function benchSearch(options: BenchOptions): Promise<void> {
  const started = Date.now();
  const deadline = started + options.maxMinutes * 60_000;
  const log = (line: string) => console.log(line);

  log(`> Preparing ${STATE_DIR}`);
  const state = await ensureBenchState({ dir: STATE_DIR, count: options.count, seed: options.seed, reseed: options.reseed, log });

  log(`> Starting the site on 127.0.0.1:${PORT}`);
  let site: Site | null = null;
  try {
    site = await startBudgetedSite(STATE_DIR, PORT, INSPECTOR_PORT);
    await assertBenchProcedures(site.origin);
    // A search's total stops at 10,000; the 30-day window's facet count is every live job.
    const facets = (await timedQuery<{ posted: Array<{ value: string; count: number }> }>(site.origin, 'bench.coldFacets', {})).data;
    const live = facets.posted.find((window) => window.value === '30d')?.count ?? 0;

    const mixOptions = {
      origin: site.origin,
      requests: options.requests,
      naiveRequests: options.naiveRequests,
      warmup: WARMUP_REQUESTS,
      warmupRounds: WARMUP_ROUNDS,
      deadline,
      log,
    };
    const publicApi = await preparePublicApi(PUBLIC_API_CLASSES, mixOptions);
    log(
      `> Running ${QUERY_CLASSES.length} query classes, the facets, the key lookup${publicApi.length ? ' and the public API' : ''} (${WARMUP_REQUESTS} warm-up requests each, then ${Math.min(WARMUP_ROUNDS, options.requests)} warm-up rounds and ${options.requests} timed rounds; the naive scans and heavy rows after them)`,
    );
    const results = await runMix([REFERENCE_CLASS, ...QUERY_CLASSES, ...FACET_CLASSES, ...publicApi], mixOptions);
    log('');
    log(
      `Job search at ${state.count.toLocaleString('en')} jobs (${live.toLocaleString('en')} live), seed ${state.seed}, seeded ${state.seededAt.toISOString()}`,
    );
    log(
      `Through the gateway (/api/trpc, one wrangler dev, --log-level warn), sequential requests in rounds (each class once a round, shuffled per round; ${Math.min(WARMUP_ROUNDS, options.requests)} untimed rounds first; the naive scans and the matrix loaded whole timed after the rest), node:http kept-alive, page size 20, ` +
        `load average at the end ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')} on ${os.cpus().length} cores`,
    );
    log(readBudgetLine());
    log(
      "naive = bench.naiveSearch: the same text as LIKE '%term%' over title, company, tags and description of live jobs, newest first, with its total",
    );
    log('');
    log(formatReport(results));
    log('');
    log(formatVerdict(results));
    log(`\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    await site?.stop();
  }
}

async function assertBenchProcedures(origin: string): Promise<void> {
  try {
    await timedQuery(origin, 'bench.naiveSearch', { q: 'engineer', limit: 1 });
  } catch (error) {
    throw new Error(
      `The api does not serve bench.naiveSearch, so the benchmark's api Worker (api/wrangler.bench.jsonc) is not the one answering. ${String(error)}`,
    );
  }
}

export const BENCH_SEARCH_USAGE =
  'Usage: tsx bench/search.ts [--requests 150] [--naive-requests 8] [--count 100000] [--seed 7] [--reseed] [--max-minutes 20]';

export function parseBenchSearchArgs(argv: string[]): BenchOptions {
  const { values } = parseCommandLine({
    args: argv,
    options: {
      requests: { type: 'string' },
      'naive-requests': { type: 'string' },
      count: { type: 'string' },
      seed: { type: 'string' },
      reseed: { type: 'boolean' },
      'max-minutes': { type: 'string' },
    },
  });
  const whole = (name: string, value: string | undefined, fallback: number, min: number, max: number) =>
    wholeNumberOption(name, value, { min, max, fallback })!;
  return {
    requests: whole('requests', values.requests, 150, 5, 10_000),
    naiveRequests: whole('naive-requests', values['naive-requests'], 8, 1, 1000),
    count: whole('count', values.count, 100_000, 1000, 1_000_000),
    seed: whole('seed', values.seed, 7, 0, 0xffffffff),
    reseed: values.reseed ?? false,
    maxMinutes: whole('max-minutes', values['max-minutes'], 20, 1, 240),
  };
}

if (isMain(import.meta.url)) {
  runCli(async () => {
    await benchSearch(parseBenchSearchArgs(process.argv.slice(2)));
    process.exit(0);
  }, BENCH_SEARCH_USAGE);
}
