/**
 * `npm run bench:ingest`: importing 1,000 companies' job boards (40,000 jobs) into a board of
 * 20,000, then the next hour's fetch of the same boards, end to end, with visitors searching.
 *
 *   1. bench/.state-ingest, fresh each run: the migrations, --count seeded jobs, and --sources
 *      fictional companies each with a Greenhouse source (origin 'file') written into D1,
 *   2. the board generator on 127.0.0.1:8790 (where the api reads every provider locally,
 *      IMPORT_STANDIN_URL): each source's board in Greenhouse's format, --jobs-per-source jobs,
 *      deterministic from --seed, with ETag/304 (bench/ingest/boards.ts), every board of a
 *      generation built before its run (bench/ingest/board-server.ts),
 *   3. the site in one `wrangler dev` (gateway + the production api: its cron's code and the
 *      imports' queue, simulated): /__local/imports/run ({all:true}) until every source is
 *      written; the consumer logs each source's ImportReport (rows written, ms); workerd's memory
 *      sampled; afterwards the search index merged (FTS5 'optimize', timed through the platform
 *      proxy, site stopped),
 *   4. generation 2 (2% of jobs changed, 1% removed, 1% new) imported the same way,
 *   5. generation 3 (generation 1's boards again: an hourly run of the same size) with a visitor
 *      searching: quiet searches, then the run with the same searches beside it. The import makes
 *      way for visitors (api/src/imports/pipeline/visitors-first.ts), so the first two runs time
 *      the import alone and this one the searches beside an import (--searches-in-every-run: the
 *      first two with searches beside them too, as a visited site runs them),
 *   6. the reference: generation 2's jobs imported into an empty jobs table (a fresh state
 *      without the seed): the rows re-importing everything writes, measured,
 *   7. the table, the targets (met / NOT met), the machine and the load.
 *
 *   tsx bench/ingest.ts [--count 20000] [--sources 1000] [--jobs-per-source 40] [--seed 7] [--quiet-rounds 10] [--estimate-reference] [--searches-in-every-run] [--profile]
 * Loopback only; ports 8790 (boards), 8826 (site) and 9826 (inspector).
 */
import os from 'node:os';
import path from 'node:path';
import { READ_BUDGET } from '@chainwork/shared-config';
import { IMPORT_PACE_WITH_VISITORS } from '@chainwork/api/imports/visitors-first';
import { startBoardServer, type BoardServer, type ServedCounts } from './ingest/board-server';
import { benchSources, MUTATION_SHARES, type BoardsPlan } from './ingest/boards';
import { cpuBetween, machineBetween, machineReading, workerdThreads, type CpuSpent, type MachineCpu } from './ingest/cpu';
import { sampleRss } from './ingest/memory';
import { formatJsProfile, startJsProfile, type JsProfile } from './ingest/js-profile';
import { formatProfile } from './ingest/profile';
import { importedCounts, prepareIngestState, timeIndexMerge } from './ingest/prepare';
import { formatTable, formatTargets, parseImportLine, runFigures, type ImportLine, type RunInput } from './ingest/report';
import { SEARCH_MIX, searchRounds, startSearchLoad, type SearchSamples } from './ingest/search-load';
import { startSite } from './search/server';
import { SLOW_PAGE_FAULT_US, describeMachine, freshPageMicros } from './web/machine-probe';
import { parseCommandLine, runCli, wholeNumberOption } from '@chainwork/tooling/lib/cli';
import { runIngest } from '@chainwork/tooling/lib/ingest-run';
import { isMain } from '@chainwork/tooling/lib/is-main';
import { API_CONFIG, REPO_ROOT } from '@chainwork/tooling/lib/paths';

const BOARD_PORT = 8790;
const PORT = 8826;
const INSPECTOR_PORT = 9826;
const STATE_DIR = path.join(REPO_ROOT, 'bench/.state-ingest');
/** One client sends every search: its read budget is READ_BUDGET times this (in memory, loopback only). */
const RATE_LIMIT_SCALE = 1000;
const WARMUP_ROUNDS = 2;
const RUN_TIMEOUT_S = 3600;
const STALL_S = 180;

export interface Options {
  count: number;
  sources: number;
  jobsPerSource: number;
  seed: number;
  quietRounds: number;
  /** Take the first run's rows as the re-import's instead of measuring it (a shorter run). */
  estimateReference: boolean;
  /** Print where each run's time went (the consumer's phases, workerd's CPU). */
  profile: boolean;
  /** Searches beside the first import and the incremental run too (their times then include making way). */
  searchesInEveryRun: boolean;
}

/**
 * Rejects when no source has been written for STALL_S: a message the simulated queue lost (it
 * keeps them in memory, and `wrangler dev` reloads the Workers when a file under them changes)
 * would otherwise keep the run waiting until its timeout.
 */
async function stalled(lines: readonly ImportLine[], done: AbortSignal): Promise<never> {
  let count = -1;
  let since = Date.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (done.aborted) return new Promise<never>(() => undefined);
    if (lines.length !== count) [count, since] = [lines.length, Date.now()];
    else if (Date.now() - since > STALL_S * 1000)
      throw new Error(`No source was written for ${STALL_S} s (${count} done); the run is stuck. See the wrangler lines above.`);
  }
}

interface MeasuredRun {
  input: RunInput;
  served: ServedCounts;
  /** workerd's CPU while the run went on (null where /proc cannot be read). */
  cpu: CpuSpent | null;
  /** The rest of the machine meanwhile: wrangler's own processes, this benchmark's, the idle cores (null as cpu). */
  machine: MachineCpu | null;
  /** workerd's CPU per quiet search (the same searches run beside the import), or null. */
  searchCpuS: number | null;
  /** The Workers' JavaScript while the run went on (--profile), or null. */
  js: JsProfile | null;
}

async function measuredRun(
  label: string,
  boards: BoardServer,
  options: { searches: boolean; quietRounds: number; profile: boolean },
): Promise<MeasuredRun> {
  const lines: ImportLine[] = [];
  const site = await startSite({
    dir: STATE_DIR,
    port: PORT,
    inspectorPort: INSPECTOR_PORT,
    apiConfig: API_CONFIG,
    vars: [`RATE_LIMIT_SCALE:${RATE_LIMIT_SCALE}`],
    onOutput: (line) => {
      const parsed = parseImportLine(line);
      if (parsed) lines.push(parsed);
      // A source that failed, a retried write, a reload of the Workers (a file under them changed): shown as they happen.
      else if (/\[imports\]|error|reload/i.test(line)) console.error(`  wrangler: ${line.slice(0, 400)}`);
    },
  });
  const stopOnSignal = () => {
    void site.stop().then(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  try {
    let quiet: SearchSamples = { ms: [], failed: 0 };
    let searchCpuS: number | null = null;
    if (options.searches) {
      await searchRounds(site.origin, WARMUP_ROUNDS);
      const beforeQuiet = await workerdThreads(site.pid!);
      quiet = await searchRounds(site.origin, options.quietRounds);
      const afterQuiet = await workerdThreads(site.pid!);
      if (afterQuiet.length && quiet.ms.length) searchCpuS = cpuBetween(beforeQuiet, afterQuiet).busiestS / quiet.ms.length;
    }
    boards.resetCounts();
    const threadsBefore = await workerdThreads(site.pid!);
    const machineBefore = await machineReading(site.pid!);
    const rss = sampleRss(site.pid!);
    const load = options.searches ? startSearchLoad(site.origin) : null;
    let during: SearchSamples = { ms: [], failed: 0 };
    let run;
    const done = new AbortController();
    const jsProfile = options.profile ? await startJsProfile(INSPECTOR_PORT) : null;
    let js: JsProfile | null = null;
    try {
      run = await Promise.race([runIngest(site.origin, { timeoutS: RUN_TIMEOUT_S }), stalled(lines, done.signal)]);
      js = (await jsProfile?.stop().catch(() => null)) ?? null;
    } finally {
      done.abort();
      during = (await load?.stop()) ?? during;
    }
    const memory = await rss.stop();
    const threadsAfter = await workerdThreads(site.pid!);
    const machineAfter = await machineReading(site.pid!);
    // The last source's log line may trail its commit by a moment.
    const deadline = Date.now() + 10_000;
    while (lines.length < run.sources && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    console.log(
      `  ${label}: ${run.sources.toLocaleString('en')} sources in ${run.seconds.toFixed(1)} s; searches quiet ${quiet.ms.length}, ` +
        `during ${during.ms.length}, failed ${quiet.failed + during.failed}`,
    );
    return {
      input: { label, seconds: run.seconds, lines, quietMs: quiet.ms, duringMs: during.ms, rssPeakKib: memory.peakKib, mergeMs: null },
      served: { ...boards.counts },
      cpu: threadsAfter.length ? cpuBetween(threadsBefore, threadsAfter) : null,
      machine: threadsAfter.length ? machineBetween(machineBefore, machineAfter, os.cpus().length) : null,
      searchCpuS,
      js,
    };
  } finally {
    process.off('SIGINT', stopOnSignal);
    await site.stop();
  }
}

export async function benchIngest(options: Options): Promise<void> {
  const started = Date.now();
  const log = (line: string) => console.log(line);
  // Before any load of our own: what fresh memory costs this machine.
  const pageFaultUs = freshPageMicros();
  const plan: BoardsPlan = { seed: options.seed, sources: options.sources, jobsPerSource: options.jobsPerSource, now: Date.now() };
  const sources = benchSources(plan);
  const boards = await startBoardServer(plan, BOARD_PORT);
  let first: MeasuredRun, incremental: MeasuredRun, visited: MeasuredRun, reference: MeasuredRun;
  let afterFirst, afterIncremental;
  try {
    log(
      `> Preparing ${STATE_DIR}: migrations, ${options.count.toLocaleString('en')} seeded jobs, ${sources.length.toLocaleString('en')} sources`,
    );
    await prepareIngestState({ dir: STATE_DIR, seedCount: options.count, seed: options.seed, sources, log });

    const beside = options.searchesInEveryRun ? ', searches running beside it' : ', no visitors';
    log(`> First import (generation 1)${beside}`);
    first = await measuredRun('first import (gen 1)', boards, {
      searches: options.searchesInEveryRun,
      quietRounds: options.quietRounds,
      profile: options.profile,
    });
    first.input.mergeMs = await timeIndexMerge(STATE_DIR);
    afterFirst = await importedCounts(STATE_DIR);

    log(`> Incremental run (generation 2)${beside}`);
    boards.setGeneration(2);
    incremental = await measuredRun('incremental (gen 2)', boards, {
      searches: options.searchesInEveryRun,
      quietRounds: options.quietRounds,
      profile: options.profile,
    });
    incremental.input.mergeMs = await timeIndexMerge(STATE_DIR);
    afterIncremental = await importedCounts(STATE_DIR);

    log('> An hourly run with a visitor searching (generation 3: generation 1 again), searches running beside it');
    boards.setGeneration(3);
    visited = await measuredRun('visited hourly run (gen 3)', boards, {
      searches: true,
      quietRounds: options.quietRounds,
      profile: options.profile,
    });

    if (options.estimateReference) {
      // The same number of jobs, all new: the first run's writes (the seeded board aside).
      reference = {
        input: { ...first.input, label: 're-import all (estimated)', quietMs: [], duringMs: [] },
        served: first.served,
        cpu: null,
        machine: null,
        searchCpuS: null,
        js: null,
      };
    } else {
      log('> Reference: generation 2 imported into an empty jobs table (a fresh state without the seed)');
      await prepareIngestState({ dir: STATE_DIR, seedCount: 0, seed: options.seed, sources, log });
      reference = await measuredRun('re-import all (gen 2, empty)', boards, { searches: false, quietRounds: 0, profile: options.profile });
    }
  } finally {
    await boards.close();
  }

  const rows = [first, incremental, visited, reference].map((run) => runFigures(run.input));
  const [f, i, , r] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
  const total = options.sources * options.jobsPerSource;
  log('');
  log(
    `Imports: ${options.sources.toLocaleString('en')} Greenhouse boards x ${options.jobsPerSource} jobs (${total.toLocaleString('en')}, seed ${options.seed}) ` +
      `into a board of ${options.count.toLocaleString('en')} seeded jobs; generation 2: ${MUTATION_SHARES.changed * 100}% changed (title or description), ` +
      `${MUTATION_SHARES.removed * 100}% removed, ${MUTATION_SHARES.added * 100}% new; generation 3: generation 1's boards again (those changes undone)`,
  );
  log(
    'Each run end to end: /__local/imports/run -> Queue (simulated by wrangler dev) -> consumer (fetch, normalise, diff, D1 batches) ' +
      '-> jobs + search index, in one wrangler dev with the production api config; wall time from the POST to the last source written',
  );
  log(
    `Boards served (200 / 304): first ${first.served.full} / ${first.served.notModified}, incremental ${incremental.served.full} / ${incremental.served.notModified}, ` +
      `visited ${visited.served.full} / ${visited.served.notModified}, reference ${reference.served.full} / ${reference.served.notModified}`,
  );
  log(
    `Imported jobs live after the first run: ${afterFirst.live.toLocaleString('en')}; after the incremental run: ${afterIncremental.live.toLocaleString('en')} ` +
      `(a job closes after two fetches without it, so generation 2's removals wait for the next run)`,
  );
  log(
    `Searches: ${SEARCH_MIX.length} jobs.search inputs of bench/search/mix.ts in rounds, one at a time, as one client through the gateway, ` +
      `beside ${options.searchesInEveryRun ? 'every run' : 'the visited run only (the first two time the import alone; --searches-in-every-run)'}; ` +
      `the import makes way for visitors (idle ${IMPORT_PACE_WITH_VISITORS}x its last source's time while one is answered: api/src/imports/pipeline/visitors-first.ts); ` +
      `quiet = ${options.quietRounds} rounds before the run (after ${WARMUP_ROUNDS} warm-up rounds), during = rounds from the POST until the run ended. ` +
      `Read budget: RATE_LIMIT_SCALE ${RATE_LIMIT_SCALE} (--var), ${(READ_BUDGET.units * RATE_LIMIT_SCALE).toLocaleString('en')} units per ${READ_BUDGET.periodSeconds} s ` +
      `for the one client (production: ${READ_BUDGET.units}), so no search is refused`,
  );
  log(
    "Rows written: D1's rows_written summed over the consumer's batches (indexes, triggers and the FTS5 index's tables included); " +
      (options.estimateReference
        ? "re-import all: ESTIMATED as the first run's rows (the same number of jobs, all new; --estimate-reference). "
        : 're-import all: measured (generation 2 imported into a fresh state with no jobs). ') +
      'workerd RSS: peak of gateway + api (one process) while the run went on. ' +
      "Index merge: INSERT INTO job_search(job_search) VALUES('optimize') after the run, site stopped.",
  );
  log('');
  log(formatTable(rows));
  log('');
  const searched = rows.filter((row) => row.duringP95 !== null);
  for (const line of formatTargets(f, i, r, searched)) log(line);
  log('');
  if (options.profile) {
    for (const run of options.estimateReference ? [first, incremental, visited] : [first, incremental, visited, reference]) {
      for (const line of formatProfile(
        run.input.label,
        run.input.seconds,
        run.input.lines,
        run.cpu,
        {
          count: run.input.duringMs.length,
          cpuS: run.searchCpuS,
        },
        run.machine,
      ))
        log(line);
      if (run.js) for (const line of formatJsProfile(run.js, run.cpu?.busiestS ?? null)) log(line);
      log('');
    }
  }
  log(describeMachine({ pageFaultUs, benchmarkIndex: NaN })[0]!);
  if (pageFaultUs > SLOW_PAGE_FAULT_US)
    log(
      `  WARNING: that is over ${SLOW_PAGE_FAULT_US} µs (bare metal: a few tenths): workerd and SQLite touch fresh memory all the time, ` +
        'so every time above is the machine as much as the code; compare runs on one machine.',
    );
  log(
    `Load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  log(`\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

export const BENCH_INGEST_USAGE =
  'Usage: tsx bench/ingest.ts [--count 20000] [--sources 1000] [--jobs-per-source 40] [--seed 7] [--quiet-rounds 10] [--estimate-reference] [--searches-in-every-run] [--profile]';

export function parseBenchIngestArgs(argv: string[]): Options {
  const { values } = parseCommandLine({
    args: argv,
    options: {
      count: { type: 'string' },
      sources: { type: 'string' },
      'jobs-per-source': { type: 'string' },
      seed: { type: 'string' },
      'quiet-rounds': { type: 'string' },
      'estimate-reference': { type: 'boolean' },
      profile: { type: 'boolean' },
      'searches-in-every-run': { type: 'boolean' },
    },
  });
  const whole = (name: string, value: string | undefined, fallback: number, min: number, max: number) =>
    wholeNumberOption(name, value, { min, max, fallback })!;
  return {
    count: whole('count', values.count, 20_000, 0, 1_000_000),
    sources: whole('sources', values.sources, 1000, 1, 9999),
    jobsPerSource: whole('jobs-per-source', values['jobs-per-source'], 40, 1, 1000),
    seed: whole('seed', values.seed, 7, 0, 0xffffffff),
    quietRounds: whole('quiet-rounds', values['quiet-rounds'], 10, 1, 1000),
    estimateReference: values['estimate-reference'] ?? false,
    profile: values.profile ?? false,
    searchesInEveryRun: values['searches-in-every-run'] ?? false,
  };
}

if (isMain(import.meta.url)) {
  runCli(async () => {
    await benchIngest(parseBenchIngestArgs(process.argv.slice(2)));
    process.exit(0);
  }, BENCH_INGEST_USAGE);
}
