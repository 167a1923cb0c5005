/**
 * A tRPC query through the gateway, encoded as the site's client sends it
 * (httpBatchLink: GET, `batch=1`, superjson input keyed by index), timed from the
 * request to the last byte of the answer.
 */
const REQUEST_TIMEOUT_MS = 60_000;

export interface Timed<T> {
  ms: number;
  data: T;
}

export async function timedQuery<T>(origin: string, procedure: string, input: unknown): Promise<Timed<T>> {
  const url = `${origin}/api/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: input } }))}`;
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${procedure} ${JSON.stringify(input)} answered ${response.status}: ${text.slice(0, 300)}`);
  const [item] = JSON.parse(text) as Array<{ result?: { data?: { json?: T } } }>;
  const data = item?.result?.data?.json;
  if (data === undefined) throw new Error(`${procedure} ${JSON.stringify(input)} answered no result: ${text.slice(0, 300)}`);
  return { ms, data };
}
