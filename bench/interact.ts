/**
 * `npm run bench:interact`: what a job seeker's interactions cost once the page has loaded,
 * in Debian's Chromium with the CPU slowed 4x (the DevTools protocol's CPU throttling, as
 * Lighthouse's mobile preset assumes a phone), measured by the page's own Event Timing API.
 *
 *   tsx bench/interact.ts [--runs 10] [--port 8855] [--cpu 4] [--only typing,filters,open-job,next-page,overlays,posting] [--serve-only] [--seed-count N]
 *
 * 1. prepares the site as `npm start` does, in its own state folder (.wrangler/bench-interact-state,
 *    or CHAINWORK_STATE_DIR); with --serve-only, serves that state as last prepared;
 * 2. serves it with one `wrangler dev` on --port (inspector on --port + 1);
 * 3. drives each interaction (interact/scenarios.ts) --runs times and takes, per interaction,
 *    its duration as Chrome's INP does (interact/event-timing.ts: the longest event of it, from
 *    the input to the next paint);
 * 4. prints per kind of interaction n, p75 and the worst against the targets (p75 <= 100 ms,
 *    worst <= 200 ms), and the machine line bench:web prints (a warning when fresh memory is slow).
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '@chainwork/tooling/lib/paths';
import { isMain } from '@chainwork/tooling/lib/is-main';
import { PORT_RANGE, UsageError, parseCommandLine, runCli, wholeNumberOption } from '@chainwork/tooling/lib/cli';
import { formatTable, summarise, type InteractionRow } from './interact/report';
import { SCENARIO_IDS, SCENARIOS, type ScenarioId } from './interact/scenarios';
import { describeMachine } from './web/machine-probe';
import { withSiteAndBrowser } from './web/site-and-browser';
import { prepareSite } from './prepare-site';

export interface InteractOptions {
  runs: number;
  port: number;
  cpu: number;
  only: ScenarioId[];
  serveOnly: boolean;
  seedCount?: number;
}

export const BENCH_INTERACT_USAGE =
  `Usage: tsx bench/interact.ts [--runs 10] [--port 8855] [--cpu 4] [--only ${SCENARIO_IDS.join(',')}] ` +
  '[--serve-only] [--seed-count N]';

export function parseBenchInteractArgs(argv: string[]): InteractOptions {
  const { values } = parseCommandLine({
    args: argv,
    options: {
      runs: { type: 'string' },
      port: { type: 'string' },
      cpu: { type: 'string' },
      only: { type: 'string' },
      'serve-only': { type: 'boolean' },
      'seed-count': { type: 'string' },
    },
  });
  const only = (values.only ?? SCENARIO_IDS.join(',')).split(',') as ScenarioId[];
  const unknown = only.filter((id) => !SCENARIO_IDS.includes(id));
  if (unknown.length) throw new UsageError(`--only: unknown interaction(s) ${unknown.join(', ')} (known: ${SCENARIO_IDS.join(', ')})`);
  const seedCount = wholeNumberOption('seed-count', values['seed-count'], { min: 0, max: 1_000_000 });
  return {
    runs: wholeNumberOption('runs', values.runs, { min: 1, max: 50, fallback: 10 })!,
    // The inspector listens on --port + 1.
    port: wholeNumberOption('port', values.port, { min: 1024, max: PORT_RANGE.max - 1, fallback: 8855 })!,
    cpu: wholeNumberOption('cpu', values.cpu, { min: 1, max: 20, fallback: 4 })!,
    only,
    serveOnly: values['serve-only'] === true,
    ...(seedCount === undefined ? {} : { seedCount }),
  };
}

export async function benchInteract(options: InteractOptions): Promise<void> {
  process.env.CHAINWORK_STATE_DIR ??= path.join(REPO_ROOT, '.wrangler/bench-interact-state');
  const stateDir = path.resolve(REPO_ROOT, process.env.CHAINWORK_STATE_DIR);
  if (options.serveOnly) console.log(`> serving ${stateDir} as last prepared`);
  else await prepareSite({ seedCount: options.seedCount });

  await withSiteAndBrowser({ port: options.port, stateDir }, async ({ browser, origin, pageFaultUs }) => {
    // One throwaway load, so the gateway's first-request costs land on no measurement.
    const warm = await browser.newPage();
    await warm.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await warm.close();

    const rows: InteractionRow[] = [];
    const loads: number[] = [];
    for (const id of options.only) {
      console.log(`> ${id}`);
      try {
        await SCENARIOS[id]({ browser, origin, runs: options.runs, cpuSlowdown: options.cpu }, (label, samples) => {
          const row = summarise(label, samples);
          rows.push(row);
          loads.push(loadavg()[0]!);
          console.log(
            `  ${label}: p75 ${Math.round(row.p75)} ms, worst ${Math.round(row.worst)} ms (${samples.map(Math.round).join(' ')})`,
          );
        });
      } catch (error) {
        // One broken walk (a changed label, a timeout on a loaded machine) leaves the others' figures standing.
        console.log(`  ${id} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        rows.push(summarise(`${id} (failed, no figures)`, []));
      }
    }
    const load = loads.reduce((a, b) => a + b, 0) / Math.max(1, loads.length);
    console.log(
      `\nEvent Timing durations (input to next paint; an interaction = its longest event, as INP), CPU slowed ${options.cpu}x, ` +
        `${options.runs} repetitions, mean 1-minute load average ${load.toFixed(2)}:\n`,
    );
    console.log(formatTable(rows).join('\n'));
    console.log(`\n${describeMachine({ pageFaultUs, benchmarkIndex: Number.NaN }).join('\n')}`);
    const missed = rows.filter((r) => !r.met).length;
    console.log(missed ? `\n${missed} of ${rows.length} interactions missed their targets.` : `\nEvery interaction met its targets.`);
  });
}

if (isMain(import.meta.url)) {
  runCli(async () => {
    await benchInteract(parseBenchInteractArgs(process.argv.slice(2)));
    process.exit(0);
  }, BENCH_INTERACT_USAGE);
}
