/**
 * One import run against a running local site, waited for: what `npm run ingest`, `npm start`'s
 * first import and `npm run bench:ingest` call. Through the gateway's `/__local/imports/*`,
 * which exists only when the site is local (api/src/http/import-routes.ts).
 */
export interface IngestSummary {
  runId: number;
  sources: number;
  seconds: number;
}

/** Queues an import run and waits until every source of it has been fetched and written. */
export async function runIngest(base: string, options: { due?: boolean; timeoutS?: number } = {}): Promise<IngestSummary> {
  const started = performance.now();
  const response = await fetch(`${base}/__local/imports/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ all: !options.due }),
  });
  if (!response.ok) throw new Error(`The site refused the import run (${response.status}): is it running locally at ${base}?`);
  const run = (await response.json()) as { runId: number; sources: number };
  const deadline = Date.now() + (options.timeoutS ?? 300) * 1000;
  for (;;) {
    // A busy machine may drop one poll; the next one asks again.
    const status = await fetch(`${base}/__local/imports/run?runId=${run.runId}`, { signal: AbortSignal.timeout(15_000) })
      .then((r) => r.json() as Promise<{ waiting: number }>)
      .catch(() => null);
    if (status?.waiting === 0) break;
    if (Date.now() > deadline)
      throw new Error(`${status?.waiting ?? 'Some'} sources are still importing after ${options.timeoutS ?? 300} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { ...run, seconds: (performance.now() - started) / 1000 };
}
