import type { SearchInput } from '@chainwork/shared-config';
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

/** A plain GET of `path?query` (the public API), timed like timedQuery; the answer's JSON as data. */
export async function timedGet<T>(origin: string, path: string, query: URLSearchParams): Promise<Timed<T> & { status: number }> {
  const url = `${origin}${path}?${query}`;
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new HttpStatusError(`GET ${path}?${query} answered ${response.status}: ${text.slice(0, 300)}`, response.status);
  return { ms, data: JSON.parse(text) as T, status: response.status };
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
