/**
 * `npm run bench:alerts`: one scheduler run of 10,000 daily alerts over 100,000 jobs, end
 * to end into the outbox, and the digest search beside a naive baseline the benchmark computes
 * itself, in the same session.
 *
 *   1. the 100,000 jobs of `npm run bench:search` (bench/.state, kept between runs),
 *   2. 10,000 alerts with varied searches (bench/alerts/alert-mix.ts), each daily and due,
 *      its cursor a day before the seed's `now`: every digest covers one day of new jobs,
 *   3. the site in one `wrangler dev` (gateway + api, the Cron's code, the simulated Queue),
 *      a warm-up digest, then the timed run: `/__local/alerts/run` (what `npm run alerts
 *      -- --now` does) until no alert waits; the consumer logs each message's times,
 *   4. the same alerts reset, the site stopped, and the baseline, computed here in-process over
 *      the same D1: per message of alerts, the site's digest statement and the naive scans, one
 *      per alert, alternating (alerts/search-baseline.ts, alerts/naive-digest-search.ts); the
 *      site's code has no naive mode,
 *   5. the tables: the run end to end (alerts per second, p50/p95 per alert, total time), the
 *      digest searches both ways, their ratio, the load.
 *
 *   tsx bench/alerts.ts [--alerts 10000] [--naive-alerts 10000] [--count 100000] [--seed 7] [--reseed]
 * Loopback only; ports 8816 (site) and 9816 (inspector).
 */
import os from 'node:os';
import path from 'node:path';
import { alertSearches } from './alerts/alert-mix';
import { prepareAlerts } from './alerts/prepare';
import { figures, formatSearchTable, formatTable, parseBatchLine, searchFigures, type BatchLine, type RunResult } from './alerts/report';
import { timeDigestSearches } from './alerts/search-baseline';
import { startSite } from './search/server';
import { ensureBenchState } from './search/state';
import { runAlerts } from '@chainwork/tooling/lib/alerts-run';
import { parseCommandLine, runCli, wholeNumberOption } from '@chainwork/tooling/lib/cli';
import { isMain } from '@chainwork/tooling/lib/is-main';
import { API_CONFIG, REPO_ROOT } from '@chainwork/tooling/lib/paths';

const PORT = 8816;
const INSPECTOR_PORT = 9816;
const STATE_DIR = path.join(REPO_ROOT, 'bench/.state');
const ALERT_SEED = 13;
const DAY_MS = 86_400_000;
const TARGET_SECONDS = 60;
const TARGET_RATIO = 10;

export interface Options {
  alerts: number;
  naiveAlerts: number;
  count: number;
  seed: number;
  reseed: boolean;
}

async function timedRun(label: string, options: { expected: number }): Promise<RunResult> {
  const batches: BatchLine[] = [];
  const site = await startSite({
    dir: STATE_DIR,
    port: PORT,
    inspectorPort: INSPECTOR_PORT,
    apiConfig: API_CONFIG,
    onOutput: (line) => {
      const batch = parseBatchLine(line);
      if (batch) batches.push(batch);
    },
  });
  const stopOnSignal = () => {
    void site.stop().then(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  try {
    // Warm-up: one digest, so the timed run does not pay the isolate's first start.
    await runAlerts(site.origin, { now: false, timeoutS: 120 });
    batches.length = 0;
    const run = await runAlerts(site.origin, { now: true, timeoutS: 3600 });
    // The last message's log line may trail its commit by a moment.
    const deadline = Date.now() + 10_000;
    while (batches.reduce((n, b) => n + b.alerts, 0) < options.expected && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    return { label, seconds: run.seconds, batches };
  } finally {
    process.off('SIGINT', stopOnSignal);
    await site.stop();
  }
}

export async function benchAlerts(options: Options): Promise<void> {
  const started = Date.now();
  const log = (line: string) => console.log(line);
  log(`> Preparing ${STATE_DIR}`);
  const state = await ensureBenchState({ dir: STATE_DIR, count: options.count, seed: options.seed, reseed: options.reseed, log });
  const mix = alertSearches(options.alerts, ALERT_SEED);
  const newSince = new Date(state.seededAt.getTime() - DAY_MS);
  const searches = [{}, ...mix.map((m) => m.search)]; // the first is the warm-up alert

  log(`> ${options.alerts.toLocaleString('en')} alerts, one day of new jobs each; indexed run`);
  const { newJobs } = await prepareAlerts(STATE_DIR, searches, newSince, { warmUp: true });
  const ours = figures(await timedRun("end to end (the site's search, FTS5)", { expected: options.alerts }));

  log(`> Baseline: the digests of ${options.naiveAlerts.toLocaleString('en')} of the same alerts, indexed and naive, in this process`);
  await prepareAlerts(
    STATE_DIR,
    mix.map((m) => m.search),
    newSince,
    { activeCount: options.naiveAlerts },
  );
  const baseline = await timeDigestSearches(STATE_DIR, { alerts: options.naiveAlerts, now: new Date() });
  const indexedSearch = searchFigures(baseline.indexed);
  const naiveSearch = searchFigures(baseline.naive);
  log('');
  log(
    `Job alerts: ${ours.alerts.toLocaleString('en')} daily alerts over ${state.count.toLocaleString('en')} jobs (seed ${state.seed}), ` +
      `${newJobs.toLocaleString('en')} new jobs since the alerts' last digest; mix: ${describeMix(mix)}`,
  );
  log(
    `One scheduler run end to end: /__local/alerts/run -> Queue (simulated by wrangler dev) -> consumer -> D1 outbox, in one wrangler dev; ` +
      `load average at the end ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${os.cpus().length} cores`,
  );
  log('');
  log(formatTable([ours]));
  log('');
  log(formatSearchTable([indexedSearch, naiveSearch]));
  log('');
  const ratio = naiveSearch.perSecond > 0 ? indexedSearch.perSecond / naiveSearch.perSecond : NaN;
  log(
    `indexed/naive digest search: ${ratio.toFixed(1)}x alerts per second, ${(naiveSearch.p95 / indexedSearch.p95).toFixed(1)}x p95 per alert`,
  );
  log(
    `${ours.alerts.toLocaleString('en')} daily alerts in under ${TARGET_SECONDS} s: ${ours.seconds < TARGET_SECONDS ? 'met' : 'NOT met'} (${ours.seconds.toFixed(1)} s)`,
  );
  log(`digest search >= ${TARGET_RATIO}x the naive baseline: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'} (${ratio.toFixed(1)}x)`);
  log(`\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

function describeMix(mix: ReadonlyArray<{ kind: string }>): string {
  const counts = new Map<string, number>();
  for (const { kind } of mix) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return [...counts].map(([kind, n]) => `${kind} ${n.toLocaleString('en')}`).join(', ');
}

export const BENCH_ALERTS_USAGE = 'Usage: tsx bench/alerts.ts [--alerts 10000] [--naive-alerts N] [--count 100000] [--seed 7] [--reseed]';

export function parseBenchAlertsArgs(argv: string[]): Options {
  const { values } = parseCommandLine({
    args: argv,
    options: {
      alerts: { type: 'string' },
      'naive-alerts': { type: 'string' },
      count: { type: 'string' },
      seed: { type: 'string' },
      reseed: { type: 'boolean' },
    },
  });
  const whole = (name: string, value: string | undefined, fallback: number, min: number, max: number) =>
    wholeNumberOption(name, value, { min, max, fallback })!;
  const alerts = whole('alerts', values.alerts, 10_000, 1, 1_000_000);
  return {
    alerts,
    naiveAlerts: Math.min(alerts, whole('naive-alerts', values['naive-alerts'], alerts, 1, 1_000_000)),
    count: whole('count', values.count, 100_000, 1000, 1_000_000),
    seed: whole('seed', values.seed, 7, 0, 0xffffffff),
    reseed: values.reseed ?? false,
  };
}

if (isMain(import.meta.url)) {
  runCli(async () => {
    await benchAlerts(parseBenchAlertsArgs(process.argv.slice(2)));
    process.exit(0);
  }, BENCH_ALERTS_USAGE);
}
