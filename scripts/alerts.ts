/**
 * `npm run alerts`: job-alert operations against the running local site (`npm start`).
 *
 *   npm run alerts                                  # one scheduler run: the alerts that are due
 *   npm run alerts -- --now                         # every active alert is due now, then the run
 *   npm run alerts -- --stop-address a@b.example    # what a bounce does: stop every alert of the address
 *   options: --port 8787 (or PORT), --timeout-s 120
 *
 * A run is the cron's code (the api's scheduled handler): due alerts go to the Cloudflare
 * Queue that `wrangler dev` simulates, the consumer mails their digests into the outbox, and
 * this command waits until none of them is left waiting. It reaches the api through the
 * gateway's `/__local/alerts/*`, which exists only when the site is local (loopback) and refuses
 * other sites' pages: it takes JSON POSTs with no cross-site Origin or Sec-Fetch-Site, which is
 * what Node's fetch sends here (shared-config local-site.ts).
 */
import { PORT_RANGE, UsageError, parseCommandLine, runCli, wholeNumberOption } from './lib/cli';
import { isMain } from './lib/is-main';
import { runAlerts } from './lib/alerts-run';

export const ALERTS_USAGE = 'Usage: tsx scripts/alerts.ts [--now] [--stop-address a@b.example] [--port 8787] [--timeout-s 120]';

export interface AlertsOptions {
  now: boolean;
  stopAddress?: string;
  port: number;
  timeoutS: number;
}

export function parseAlertsArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): AlertsOptions {
  const { values } = parseCommandLine({
    args: argv,
    options: { now: { type: 'boolean' }, 'stop-address': { type: 'string' }, port: { type: 'string' }, 'timeout-s': { type: 'string' } },
  });
  const stopAddress = values['stop-address'];
  if (stopAddress !== undefined && !/^[^\s@]+@[^\s@]+$/.test(stopAddress))
    throw new UsageError(`--stop-address must be an email address, got "${stopAddress}"`);
  const port =
    values.port !== undefined
      ? wholeNumberOption('port', values.port, PORT_RANGE)
      : env.PORT
        ? wholeNumberOption('port', env.PORT, PORT_RANGE)
        : 8787;
  return {
    now: values.now ?? false,
    stopAddress,
    port: port!,
    timeoutS: wholeNumberOption('timeout-s', values['timeout-s'], { min: 1, max: 86_400, fallback: 120 })!,
  };
}

async function main(options: AlertsOptions): Promise<void> {
  const base = `http://127.0.0.1:${options.port}`;
  if (options.stopAddress) {
    const response = await fetch(`${base}/__local/alerts/stop-address`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: options.stopAddress }),
    });
    if (!response.ok) throw new Error(`The site refused (${response.status}): ${await response.text()}`);
    const { stopped } = (await response.json()) as { stopped: number };
    console.log(`${options.stopAddress} will not be mailed again; ${stopped} alert(s) stopped.`);
    return;
  }
  const summary = await runAlerts(base, { now: options.now, timeoutS: options.timeoutS });
  console.log(
    `Alert run: ${summary.alerts} due alert(s) in ${summary.messages} queue message(s), digests done in ${summary.seconds.toFixed(1)} s. Mails are in the outbox.`,
  );
}

if (isMain(import.meta.url)) {
  runCli(() => main(parseAlertsArgs(process.argv.slice(2))), ALERTS_USAGE);
}
