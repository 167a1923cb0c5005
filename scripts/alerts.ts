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
 * gateway's `/__local/alerts/*`, which exists only when the site is local (loopback).
 */
import { parseArgs } from 'node:util';
import { isMain } from './lib/is-main';

export interface RunSummary { runAt: number; alerts: number; messages: number; seconds: number }

export async function runAlerts(base: string, options: { now?: boolean; naive?: boolean; timeoutS?: number } = {}): Promise<RunSummary> {
  const started = performance.now();
  const response = await fetch(`${base}/__local/alerts/run`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ now: options.now ?? false, naive: options.naive ?? false }),
  });
  if (!response.ok) throw new Error(`The site refused the run (${response.status}): is it running locally at ${base}?`);
  const queued = await response.json() as { runAt: number; alerts: number; messages: number };
  const deadline = Date.now() + (options.timeoutS ?? 120) * 1000;
  for (;;) {
    // A busy machine may drop one poll; the next one asks again.
    const status = await fetch(`${base}/__local/alerts/run?runAt=${queued.runAt}`, { signal: AbortSignal.timeout(15_000) }).then((r) => r.json() as Promise<{ waiting: number }>).catch(() => null);
    if (status?.waiting === 0) break;
    if (Date.now() > deadline) throw new Error(`${status?.waiting ?? 'Some'} alerts still wait for their digest after ${options.timeoutS ?? 120} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { ...queued, seconds: (performance.now() - started) / 1000 };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      now: { type: 'boolean', default: false },
      'stop-address': { type: 'string' },
      port: { type: 'string', default: process.env.PORT ?? '8787' },
      'timeout-s': { type: 'string', default: '120' },
    },
  });
  const base = `http://127.0.0.1:${values.port}`;
  if (values['stop-address']) {
    const response = await fetch(`${base}/__local/alerts/stop-address`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: values['stop-address'] }),
    });
    if (!response.ok) throw new Error(`The site refused (${response.status}): ${await response.text()}`);
    const { stopped } = await response.json() as { stopped: number };
    console.log(`${values['stop-address']} will not be mailed again; ${stopped} alert(s) stopped.`);
    return;
  }
  const summary = await runAlerts(base, { now: values.now, timeoutS: Number(values['timeout-s']) });
  console.log(`Alert run: ${summary.alerts} due alert(s) in ${summary.messages} queue message(s), digests done in ${summary.seconds.toFixed(1)} s. Mails are in the outbox.`);
}

if (isMain(import.meta.url)) {
  main().catch((err) => { console.error(err instanceof Error ? err.message : err); process.exit(1); });
}
