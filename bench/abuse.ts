/**
 * `npm run bench:abuse`: the site under one abusive client. On loopback, bounded in time:
 *   1. prepares its own state (.wrangler/bench-abuse-state, or CHAINWORK_STATE_DIR) as
 *      `npm start` does, and starts the site (gateway + api, one `wrangler dev`),
 *   2. quiet: one normal visitor browses (home, a job page, a search) for --duration s,
 *   3. abused: the same visitor browses again while one client (autocannon, --connections,
 *      default 60) sends batches of cold `jobs.facets`, the most expensive read,
 *   4. prints the visitor's p50/p95/max and errors in both phases, how many of the abuser's
 *      requests the gateway refused (429 read budget / 503 shedding) or served, the load
 *      average after each phase, and the verdict against the target (p95 abused <= 2x
 *      quiet, no visitor error); then stops the server.
 *
 *   tsx bench/abuse.ts [--duration 30] [--connections 60] [--port 8851] [--inspector-port 8852] [--seed-count 2000]
 * Loopback only. The visitor connects from 127.0.0.2, the
 * abuser from 127.0.0.1, so the gateway sees two clients, as it would two people.
 */
import os from 'node:os';
import path from 'node:path';
import { abuse, FACETS_PER_REQUEST } from './abuse/abuser';
import { formatReport, formatSteps, formatVerdict, formatVisitorStatuses, type Phase } from './abuse/report';
import { browse, VISITOR_ADDRESS } from './abuse/visitor';
import { startSite, type Site } from './search/server';
import { UsageError, parseCommandLine, runCli, wholeNumberOption } from '@chainwork/tooling/lib/cli';
import { isMain } from '@chainwork/tooling/lib/is-main';
import { REPO_ROOT } from '@chainwork/tooling/lib/paths';
import { prepareSite } from './prepare-site';

const WARMUP_S = 3;
/** The abuser is at full speed before the visitor's abused phase starts. */
const ABUSER_LEAD_S = 2;
/**
 * A person reading between clicks: a second, quicker than anyone reads a job page. At
 * 300 ms the visitor alone spent about 600 read units a minute (a round costs about 10:
 * `/` with its first search page, the job, a search with its facets), twice READ_BUDGET,
 * and was rightly slowed by its own budget: a bot's pace, not a person's.
 */
const VISITOR_PAUSE_MS = 1000;

interface BenchOptions {
  duration: number;
  connections: number;
  port: number;
  inspectorPort: number;
  seedCount?: number;
}

async function newestSlug(origin: string): Promise<string> {
  const input = encodeURIComponent(JSON.stringify({ json: { limit: 1 } }));
  const response = await fetch(`${origin}/api/trpc/jobs.search?input=${input}`);
  const body = (await response.json()) as { result?: { data?: { json?: { items?: Array<{ Pretty_url: string }> } } } };
  const slug = body.result?.data?.json?.items?.[0]?.Pretty_url;
  if (!slug) throw new Error('The api returned no job to browse; is the database seeded?');
  return slug;
}

const load = () => os.loadavg()[0]!;

export async function benchAbuse(options: BenchOptions): Promise<void> {
  process.env.CHAINWORK_STATE_DIR ??= path.join(REPO_ROOT, '.wrangler/bench-abuse-state');
  const dir = path.resolve(REPO_ROOT, process.env.CHAINWORK_STATE_DIR);
  await prepareSite({ seedCount: options.seedCount });

  let site: Site | null = null;
  const stopOnSignal = () => {
    void (site?.stop() ?? Promise.resolve()).then(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    console.log(`\n> starting the site on 127.0.0.1:${options.port}`);
    site = await startSite({ dir, port: options.port, inspectorPort: options.inspectorPort });
    const slug = await newestSlug(site.origin);
    const visit = (seconds: number) =>
      browse({ origin: site!.origin, slug, until: Date.now() + seconds * 1000, pauseMs: VISITOR_PAUSE_MS });

    console.log(`> warm-up: the visitor browses for ${WARMUP_S} s`);
    await visit(WARMUP_S);
    const loadBefore = load();

    console.log(`> quiet: the visitor browses alone for ${options.duration} s`);
    const quiet: Phase = { label: 'abuser off', visitor: await visit(options.duration), abuser: null, loadAverage: load() };

    console.log(
      `> abused: ${options.connections} connections of cold jobs.facets (${FACETS_PER_REQUEST} per batch) for ${options.duration + ABUSER_LEAD_S} s, the visitor browses after ${ABUSER_LEAD_S} s`,
    );
    const abuser = abuse({ origin: site.origin, connections: options.connections, durationS: options.duration + ABUSER_LEAD_S });
    await new Promise((resolve) => setTimeout(resolve, ABUSER_LEAD_S * 1000));
    const visitor = await visit(options.duration);
    const abused: Phase = { label: 'abuser on', visitor, abuser: await abuser, loadAverage: load() };

    console.log(
      `\nThe site under one abusive client: ${os.cpus().length} cores, load average ${loadBefore.toFixed(1)} before the quiet phase; ` +
        `visitor from ${VISITOR_ADDRESS} (home, job page, search; ${VISITOR_PAUSE_MS} ms between clicks), ` +
        `abuser from 127.0.0.1 (${options.connections} connections); wrangler dev --log-level warn, loopback\n`,
    );
    console.log(formatReport([quiet, abused]));
    console.log('\nVisitor per step:');
    console.log(formatSteps([quiet, abused]));
    console.log('\nVisitor status codes (0: no answer):');
    console.log(formatVisitorStatuses([quiet, abused]));
    console.log(
      `\nAbuser status codes: ${JSON.stringify(abused.abuser!.statusCodes)}, connection errors ${abused.abuser!.errors}, timeouts ${abused.abuser!.timeouts}`,
    );
    console.log(formatVerdict(quiet, abused));
  } finally {
    await site?.stop();
  }
}

export const BENCH_ABUSE_USAGE =
  'Usage: tsx bench/abuse.ts [--duration 30] [--connections 60] [--port 8851] [--inspector-port 8852] [--seed-count 2000]';

/** The command line of `npm run bench:abuse` (lib/cli.ts: a refused one exits 2 with the usage). */
export function parseBenchAbuseArgs(argv: string[]): BenchOptions {
  const { values } = parseCommandLine({
    args: argv,
    options: {
      duration: { type: 'string' },
      connections: { type: 'string' },
      port: { type: 'string' },
      'inspector-port': { type: 'string' },
      'seed-count': { type: 'string' },
    },
  });
  const duration = wholeNumberOption('duration', values.duration, { min: 5, max: 120, fallback: 30 })!;
  const connections = wholeNumberOption('connections', values.connections, { min: 1, max: 500, fallback: 60 })!;
  const port = wholeNumberOption('port', values.port, { min: 1024, max: 65_534, fallback: 8851 })!;
  const inspectorPort = wholeNumberOption('inspector-port', values['inspector-port'], { min: 1024, max: 65_535, fallback: port + 1 })!;
  if (inspectorPort === port) throw new UsageError('--inspector-port must differ from --port');
  const seedCount = wholeNumberOption('seed-count', values['seed-count'], { min: 0, max: 1_000_000 });
  return { duration, connections, port, inspectorPort, ...(seedCount === undefined ? {} : { seedCount }) };
}

if (isMain(import.meta.url)) {
  runCli(async () => {
    await benchAbuse(parseBenchAbuseArgs(process.argv.slice(2)));
    process.exit(0);
  }, BENCH_ABUSE_USAGE);
}
