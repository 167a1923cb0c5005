/**
 * `npm run bench:web`: what a visitor's browser downloads and how fast the page is, per
 * route, for the composed site next to a monolithic baseline built in the same run.
 *
 *   tsx bench/web.ts [--runs 3] [--port 8849] [--routes home,job,search,insights,blog,events] [--lh-routes home,job] [--no-lighthouse] [--serve-only] [--seed-count N]
 *
 * 1. prepares the site as `npm start` does (its own state folder, .wrangler/bench-web-state,
 *    or CHAINWORK_STATE_DIR), builds the baseline (web/monolith.config.ts: the same
 *    shell with every remote bundled in, no Module Federation) and publishes it as a shell
 *    version that takes no traffic; the benchmark reaches it with a version pin, so both
 *    go through the same gateway (rewriting, config, gzip);
 *    With --serve-only, steps 1's building and publishing are skipped: the state is measured
 *    as last prepared (e.g. to measure the live versions again).
 * 2. serves the site with one `wrangler dev` on --port (inspector on --port + 1);
 * 3. per route and build: one cold load in Chromium at a phone's width, counting the JS
 *    bytes as transferred per package and the requests; then Lighthouse 12.8.2 (offline,
 *    CHROME_PATH=/usr/bin/chromium, default simulated throttling) mobile and desktop,
 *    --runs times, federated and baseline alternating, reporting each figure's median.
 * Bytes are exact; Lighthouse timings move with the machine's load, so every row shows
 * the 1-minute load average while it ran, and with the machine itself, so the run ends
 * with what fresh memory costs it (web/machine-probe.ts).
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { FRONT_END_PACKAGES, VERSION_PIN_HEADER } from '@chainwork/shared-config/federation';
import { jobPath, route } from '@chainwork/shared-config';
import { REPO_ROOT } from '@chainwork/tooling/lib/paths';
import { isMain } from '@chainwork/tooling/lib/is-main';
import { buildInPlainNode } from '@chainwork/tooling/lib/plain-node-build';
import { median } from '@chainwork/tooling/lib/median';
import { PORT_RANGE, UsageError, parseCommandLine, runCli, wholeNumberOption } from '@chainwork/tooling/lib/cli';
import { lighthouse, medianFigures, type LighthouseFigures, type Preset } from './web/lighthouse';
import { describeMachine } from './web/machine-probe';
import { measurePageBytes, type PageBytes } from './web/page-bytes';
import { withSiteAndBrowser } from './web/site-and-browser';
import { monolithVersion, publishMonolith } from './web/publish-monolith';
import { prepareSite } from './prepare-site';
import { TARGETS } from './web/targets';

const ROUTE_IDS = ['home', 'job', 'search', 'insights', 'blog', 'events'] as const;
/** Lighthouse by default on the job seeker's pages; the content remote's pages are measured for their bytes. */
const LIGHTHOUSE_DEFAULT: readonly RouteKey[] = ['home', 'job', 'search', 'insights'];
type RouteKey = (typeof ROUTE_IDS)[number];
type Build = 'federated' | 'monolith';
const BUILDS: Build[] = ['federated', 'monolith'];
const PRESETS: Preset[] = ['mobile', 'desktop'];

interface Options {
  runs: number;
  port: number;
  routes: RouteKey[];
  lighthouseRoutes: RouteKey[];
  lighthouse: boolean;
  serveOnly: boolean;
  seedCount?: number;
}
interface LighthouseRow {
  figures: LighthouseFigures;
  load: number;
}
interface RouteResult {
  key: RouteKey;
  path: string;
  bytes: Record<Build, PageBytes>;
  lighthouse: Partial<Record<`${Build}:${Preset}`, LighthouseRow>>;
}

function buildMonolith(): Promise<void> {
  return buildInPlainNode('bench/web/compile-monolith.ts', 'the monolithic baseline');
}

async function newestSlug(origin: string): Promise<string> {
  const input = encodeURIComponent(JSON.stringify({ json: { limit: 1 } }));
  const body = (await (await fetch(`${origin}/api/trpc/jobs.search?input=${input}`)).json()) as {
    result?: { data?: { json?: { items?: Array<{ Pretty_url: string }> } } };
  };
  const slug = body.result?.data?.json?.items?.[0]?.Pretty_url;
  if (!slug) throw new Error('The api returned no job to load a job page with; is the database seeded?');
  return slug;
}

/**
 * The baseline's JS: what it fetched from its own shell version. The gateway hints every
 * served remote's entry to any shell, so the baseline downloads entries it never runs.
 */
function baselineBytes(bytes: PageBytes): PageBytes {
  const own = Object.entries(bytes.jsByPackage).filter(([pkg]) => !pkg.startsWith('remote-'));
  const total = own.reduce((sum, [, n]) => sum + n, 0);
  return { ...bytes, jsByPackage: Object.fromEntries(own), jsTotal: total, jsAfterIdle: Math.min(bytes.jsAfterIdle, total) };
}

function routePaths(slug: string): Record<RouteKey, string> {
  return {
    home: '/',
    job: jobPath(slug),
    search: '/?q=solidity',
    insights: route('jobMarketInsights').path,
    blog: route('blog').path,
    events: route('cryptoEvents').path,
  };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const pad = (value: string, width: number) => value.padStart(width);

function bytesTable(results: RouteResult[]): string {
  const packages = [...FRONT_END_PACKAGES, 'other'];
  const header = [
    'route'.padEnd(44),
    'build'.padEnd(10),
    ...packages.map((p) => pad(p, 18)),
    pad('JS total', 10),
    pad('first load', 11),
    pad('JS files', 9),
    pad('requests', 9),
  ].join(' ');
  const lines = results.flatMap((r) =>
    BUILDS.map((build) => {
      const b = r.bytes[build];
      return [
        r.path.slice(0, 44).padEnd(44),
        build.padEnd(10),
        ...packages.map((p) => pad(b.jsByPackage[p] ? kb(b.jsByPackage[p]) : '-', 18)),
        pad(kb(b.jsTotal), 10),
        pad(kb(b.jsTotal - b.jsAfterIdle), 11),
        pad(String(b.jsFiles), 9),
        pad(String(b.requests), 9),
      ].join(' ');
    }),
  );
  return [header, '-'.repeat(header.length), ...lines].join('\n');
}

function lighthouseTable(results: RouteResult[]): string {
  const header = [
    'route'.padEnd(44),
    'build'.padEnd(10),
    'preset'.padEnd(8),
    pad('score', 6),
    pad('LCP ms', 8),
    pad('TBT ms', 8),
    pad('CLS', 7),
    pad('load avg', 9),
  ].join(' ');
  const lines = results.flatMap((r) =>
    BUILDS.flatMap((build) =>
      PRESETS.map((preset) => {
        const row = r.lighthouse[`${build}:${preset}`];
        if (!row) return null;
        const { figures: f, load } = row;
        return [
          r.path.slice(0, 44).padEnd(44),
          build.padEnd(10),
          preset.padEnd(8),
          pad(String(f.score), 6),
          pad(Math.round(f.lcpMs).toString(), 8),
          pad(Math.round(f.tbtMs).toString(), 8),
          pad(f.cls.toFixed(3), 7),
          pad(load.toFixed(2), 9),
        ].join(' ');
      }).filter((line): line is string => line !== null),
    ),
  );
  return [header, '-'.repeat(header.length), ...lines].join('\n');
}

/** Lighthouse's host index over every mobile and desktop row (NaN when Lighthouse did not run). */
function medianIndex(results: RouteResult[]): number {
  const values = results.flatMap((r) => Object.values(r.lighthouse).map((row) => row.figures.benchmarkIndex)).filter(Number.isFinite);
  return values.length ? median(values) : Number.NaN;
}

function verdicts(results: RouteResult[]): string[] {
  const lines: string[] = [];
  const check = (label: string, ok: boolean) => lines.push(`  ${ok ? 'met    ' : 'MISSED '} ${label}`);
  for (const r of results.filter((x) => x.key === 'home' || x.key === 'job')) {
    const fed = r.bytes.federated;
    const firstLoad = fed.jsTotal - fed.jsAfterIdle;
    check(
      `${r.path}: first-load JS (before the first idle moment) ${kb(firstLoad)} <= ${kb(TARGETS.jsBytes)}`,
      firstLoad <= TARGETS.jsBytes,
    );
    const mobile = r.lighthouse['federated:mobile']?.figures;
    const desktop = r.lighthouse['federated:desktop']?.figures;
    if (mobile) {
      check(`${r.path}: mobile score ${mobile.score} >= ${TARGETS.mobileScore}`, mobile.score >= TARGETS.mobileScore);
      check(`${r.path}: LCP ${Math.round(mobile.lcpMs)} ms <= ${TARGETS.lcpMs} ms`, mobile.lcpMs <= TARGETS.lcpMs);
      check(`${r.path}: TBT ${Math.round(mobile.tbtMs)} ms <= ${TARGETS.tbtMs} ms`, mobile.tbtMs <= TARGETS.tbtMs);
      check(`${r.path}: CLS ${mobile.cls.toFixed(3)} <= ${TARGETS.cls}`, mobile.cls <= TARGETS.cls);
    }
    if (desktop) check(`${r.path}: desktop score ${desktop.score} = ${TARGETS.desktopScore}`, desktop.score >= TARGETS.desktopScore);
    if (r.key === 'home') {
      const ratio = firstLoad / (r.bytes.monolith.jsTotal - r.bytes.monolith.jsAfterIdle);
      check(`/: federated JS / monolith JS = ${ratio.toFixed(2)} <= ${TARGETS.overhead}`, ratio <= TARGETS.overhead);
    }
  }
  return lines;
}

export async function benchWeb(options: Options): Promise<void> {
  process.env.CHAINWORK_STATE_DIR ??= path.join(REPO_ROOT, '.wrangler/bench-web-state');
  const stateDir = path.resolve(REPO_ROOT, process.env.CHAINWORK_STATE_DIR);
  let monolith: string;
  if (options.serveOnly) {
    monolith = await monolithVersion();
    console.log(`> serving ${stateDir} as last prepared; baseline shell-app@${monolith}`);
  } else {
    await prepareSite({ seedCount: options.seedCount });
    console.log('> building the monolithic baseline');
    await buildMonolith();
    monolith = await publishMonolith();
    console.log(`  published as shell-app@${monolith} (no traffic; reached with ${VERSION_PIN_HEADER})`);
  }
  const headers: Record<Build, Record<string, string>> = {
    federated: {},
    monolith: { [VERSION_PIN_HEADER]: `shell-app@${monolith}` },
  };

  await withSiteAndBrowser({ port: options.port, stateDir }, async ({ browser, origin, pageFaultUs }) => {
    const paths = routePaths(await newestSlug(origin));
    // One throwaway load each, so the gateway's first-request costs land on no measurement.
    for (const build of BUILDS) await measurePageBytes(browser, `${origin}/`, headers[build]);

    const results: RouteResult[] = [];
    for (const key of options.routes) {
      const url = `${origin}${paths[key]}`;
      const result: RouteResult = { key, path: paths[key], bytes: {} as Record<Build, PageBytes>, lighthouse: {} };
      for (const build of BUILDS) {
        const bytes = await measurePageBytes(browser, url, headers[build]);
        result.bytes[build] = build === 'monolith' ? baselineBytes(bytes) : bytes;
      }
      console.log(`  ${paths[key]}: JS ${kb(result.bytes.federated.jsTotal)} federated, ${kb(result.bytes.monolith.jsTotal)} monolith`);
      if (options.lighthouse && options.lighthouseRoutes.includes(key)) {
        for (const preset of PRESETS) {
          const runs: Record<Build, LighthouseFigures[]> = { federated: [], monolith: [] };
          const loads: Record<Build, number[]> = { federated: [], monolith: [] };
          for (let i = 0; i < options.runs; i += 1) {
            // Alternating, so both builds see the same drift in the machine's load.
            for (const build of BUILDS) {
              runs[build].push(await lighthouse(url, preset, headers[build]));
              loads[build].push(loadavg()[0]!);
            }
          }
          for (const build of BUILDS) {
            const figures = medianFigures(runs[build]);
            const load = loads[build].reduce((a, b) => a + b, 0) / loads[build].length;
            result.lighthouse[`${build}:${preset}`] = { figures, load };
            console.log(
              `  ${paths[key]} ${build} ${preset}: score ${figures.score}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)} (load ${load.toFixed(2)})`,
            );
          }
        }
      }
      results.push(result);
    }

    console.log(
      `\nJavaScript as transferred (gzip), one cold load at 412 px wide, until the network is idle + 3 s; "first load" leaves out what was requested after the page's first idle moment (prefetches for later):\n`,
    );
    console.log(bytesTable(results));
    if (options.lighthouse) {
      console.log(
        `\nLighthouse 12.8.2 (simulated throttling), median of ${options.runs} runs; load avg = 1-minute load average of the machine (${loadavg().length} figures, 2 cores):\n`,
      );
      console.log(lighthouseTable(results));
    }
    console.log(`\n${describeMachine({ pageFaultUs, benchmarkIndex: medianIndex(results) }).join('\n')}`);
    console.log('\nTargets:');
    console.log(verdicts(results).join('\n'));
  });
}

export const BENCH_WEB_USAGE =
  'Usage: tsx bench/web.ts [--runs 3] [--port 8849] [--routes home,job,search,insights,blog,events] ' +
  '[--lh-routes home,job] [--no-lighthouse] [--serve-only] [--seed-count N]';

export function parseBenchWebArgs(argv: string[]): Options {
  const { values } = parseCommandLine({
    args: argv,
    options: {
      runs: { type: 'string' },
      port: { type: 'string' },
      routes: { type: 'string' },
      'lh-routes': { type: 'string' },
      'no-lighthouse': { type: 'boolean' },
      'serve-only': { type: 'boolean' },
      'seed-count': { type: 'string' },
    },
  });
  const runs = wholeNumberOption('runs', values.runs, { min: 1, max: 9, fallback: 3 })!;
  // The inspector listens on --port + 1.
  const port = wholeNumberOption('port', values.port, { min: 1024, max: PORT_RANGE.max - 1, fallback: 8849 })!;
  const routeList = (name: string, value: string | undefined, fallback: readonly RouteKey[] = ROUTE_IDS): RouteKey[] => {
    const list = (value ?? fallback.join(',')).split(',') as RouteKey[];
    const unknown = list.filter((r) => !ROUTE_IDS.includes(r));
    if (unknown.length) throw new UsageError(`--${name}: unknown route(s) ${unknown.join(', ')} (known: ${ROUTE_IDS.join(', ')})`);
    return list;
  };
  const routes = routeList('routes', values.routes);
  // Lighthouse is the slow part (about 6 runs per route and preset): it can be limited to some routes.
  const lighthouseRoutes = routeList('lh-routes', values['lh-routes'], LIGHTHOUSE_DEFAULT);
  const seedCount = wholeNumberOption('seed-count', values['seed-count'], { min: 0, max: 1_000_000 });
  return {
    runs,
    port,
    routes,
    lighthouseRoutes,
    lighthouse: !values['no-lighthouse'],
    serveOnly: values['serve-only'] === true,
    ...(seedCount === undefined ? {} : { seedCount }),
  };
}

if (isMain(import.meta.url)) {
  runCli(async () => {
    await benchWeb(parseBenchWebArgs(process.argv.slice(2)));
    process.exit(0);
  }, BENCH_WEB_USAGE);
}
