/**
 * `npm run ingest`: one import run against the running local site (`npm start`), now.
 *
 *   npm run ingest                      # every active source, whatever its back-off
 *   npm run ingest -- --due             # only the sources the hourly cron would fetch now
 *   options: --port 8787 (or PORT), --timeout-s 300
 *
 * A run is the cron's code: each source goes to the imports' Cloudflare Queue that `wrangler dev`
 * simulates, the consumer fetches its board (locally the stand-in boards, scripts/standin-boards/)
 * and writes the changes to D1 and the search index; this command waits until the run's sources
 * are all done. It reaches the api through the gateway's `/__local/imports/*`, which exists only
 * when the site is local (loopback) and refuses other sites' pages (shared-config local-site.ts).
 */
import { PORT_RANGE, UsageError, parseCommandLine, runCli, wholeNumberOption } from './lib/cli';
import { isMain } from './lib/is-main';
import { runIngest } from './lib/ingest-run';

export const INGEST_USAGE = 'Usage: tsx scripts/ingest.ts [--due] [--port 8787] [--timeout-s 300]';

export interface IngestOptions {
  due: boolean;
  port: number;
  timeoutS: number;
}

export function parseIngestArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): IngestOptions {
  const { values } = parseCommandLine({
    args: argv,
    options: { due: { type: 'boolean' }, port: { type: 'string' }, 'timeout-s': { type: 'string' } },
  });
  const port =
    values.port !== undefined
      ? wholeNumberOption('port', values.port, PORT_RANGE)
      : env.PORT
        ? wholeNumberOption('port', env.PORT, PORT_RANGE)
        : 8787;
  if (port === undefined) throw new UsageError('--port is required');
  return {
    due: values.due ?? false,
    port,
    timeoutS: wholeNumberOption('timeout-s', values['timeout-s'], { min: 1, max: 86_400, fallback: 300 })!,
  };
}

async function main(options: IngestOptions): Promise<void> {
  const summary = await runIngest(`http://127.0.0.1:${options.port}`, options);
  console.log(
    `Import run ${summary.runId}: ${summary.sources} source(s) fetched and written in ${summary.seconds.toFixed(1)} s. ` +
      "Each source's health is on the moderation area's Sources tab.",
  );
}

if (isMain(import.meta.url)) runCli(() => main(parseIngestArgs(process.argv.slice(2))), INGEST_USAGE);
