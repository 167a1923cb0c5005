/**
 * One job-alert scheduler run against the running local site, waited out: the library behind
 * `npm run alerts` (scripts/alerts.ts), the e2e suite and the alerts benchmark.
 *
 * A run is the cron's code (the api's scheduled handler): due alerts go to the Cloudflare Queue
 * that `wrangler dev` simulates, the consumer mails their digests into the outbox, and this waits
 * until none of them is left waiting. It reaches the api through the gateway's `/__local/alerts/*`,
 * which exists only when the site is local (loopback).
 */
export interface RunSummary {
  runAt: number;
  alerts: number;
  messages: number;
  seconds: number;
}

export async function runAlerts(base: string, options: { now?: boolean; timeoutS?: number } = {}): Promise<RunSummary> {
  const started = performance.now();
  const response = await fetch(`${base}/__local/alerts/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: options.now ?? false }),
  });
  if (!response.ok) throw new Error(`The site refused the run (${response.status}): is it running locally at ${base}?`);
  const queued = (await response.json()) as { runAt: number; alerts: number; messages: number };
  const deadline = Date.now() + (options.timeoutS ?? 120) * 1000;
  for (;;) {
    // A busy machine may drop one poll; the next one asks again.
    const status = await fetch(`${base}/__local/alerts/run?runAt=${queued.runAt}`, { signal: AbortSignal.timeout(15_000) })
      .then((r) => r.json() as Promise<{ waiting: number }>)
      .catch(() => null);
    if (status?.waiting === 0) break;
    if (Date.now() > deadline)
      throw new Error(`${status?.waiting ?? 'Some'} alerts still wait for their digest after ${options.timeoutS ?? 120} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { ...queued, seconds: (performance.now() - started) / 1000 };
}
