import http from 'node:http';
import type { SearchInput } from '@chainwork/shared-config';
/**
 * A tRPC query through the gateway, encoded as the site's client sends it
 * (httpBatchLink: GET, `batch=1`, superjson input keyed by index), timed from the
 * request to the last byte of the answer.
 */
const REQUEST_TIMEOUT_MS = 60_000;

/**
 * The benchmark's requests go out on node:http with kept-alive connections, not on fetch:
 * the timings are the site's path, and fetch (undici) adds its own to each of them. On
 * the key lookup, 400 requests each in the same rounds: fetch 3.95 / 6.90 ms p50 / p95,
 * node:http 3.39 / 5.43; on the gateway's /healthz 1.56 / 2.92 against 0.98 / 1.46.
 */
const agent = new http.Agent({ keepAlive: true });

export interface Timed<T> {
  ms: number;
  data: T;
}

export async function timedQuery<T>(origin: string, procedure: string, input: unknown): Promise<Timed<T>> {
  const url = `${origin}/api/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: input } }))}`;
  const { ms, status, text } = await timedText(url);
  if (status < 200 || status > 299) throw new Error(`${procedure} ${JSON.stringify(input)} answered ${status}: ${text.slice(0, 300)}`);
  const [item] = JSON.parse(text) as Array<{ result?: { data?: { json?: T } } }>;
  const data = item?.result?.data?.json;
  if (data === undefined) throw new Error(`${procedure} ${JSON.stringify(input)} answered no result: ${text.slice(0, 300)}`);
  return { ms, data };
}

/** A GET of `url`: its status and text, timed from the request to the answer's last byte. */
export function timedText(url: string): Promise<{ ms: number; status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const ms = performance.now() - started;
        resolve({ ms, status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
      });
      response.on('error', reject);
    });
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error(`GET ${url} timed out after ${REQUEST_TIMEOUT_MS} ms`)));
    request.on('error', reject);
  });
}

/** A plain GET of `path?query` (the public API), timed like timedQuery; the answer's JSON as data. */
export async function timedGet<T>(origin: string, path: string, query: URLSearchParams): Promise<Timed<T> & { status: number }> {
  const { ms, status, text } = await timedText(`${origin}${path}?${query}`);
  if (status < 200 || status > 299) throw new HttpStatusError(`GET ${path}?${query} answered ${status}: ${text.slice(0, 300)}`, status);
  return { ms, data: JSON.parse(text) as T, status };
}

export class HttpStatusError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'HttpStatusError';
  }
}

/** A search as the public API's query string spells it (the site's search URL's names). */
export function publicApiQuery(input: SearchInput & { limit?: number }): URLSearchParams {
  const query = new URLSearchParams();
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') query.set(name, String(value));
  };
  set('q', input.q);
  set('tags', input.tags?.join(','));
  set('remote', input.remote);
  set('city', input.city);
  set('salary', input.minSalary);
  if (input.includeNoSalary) set('nosalary', '1');
  set('type', input.employmentTypes?.join(','));
  set('level', input.seniorities?.join(','));
  set('posted', input.posted);
  set('company', input.company);
  set('sort', input.sort);
  set('limit', input.limit);
  return query;
}
