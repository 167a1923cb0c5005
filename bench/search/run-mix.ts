import type { SearchInput } from '@chainwork/shared-config';
import { HttpStatusError, publicApiQuery, timedGet, timedQuery } from './client';
import { PUBLIC_API_JOBS, type ClassKind, type QueryClass } from './mix';
import { roundOrder } from './rounds';

/** How many cursors deep pages are read past `depth` (pages depth+1 .. depth+DEEP_PAGES). */
const DEEP_PAGES = 5;

interface SearchPage {
  total: number;
  totalIsExact: boolean;
  nextCursor: string | null;
}

export interface ClassResult {
  name: string;
  /** Milliseconds per timed request, in order. */
  samples: number[];
  /** The total of the class's first input (how big the result set is). */
  total: number;
  /** False when the api capped that total (shown as "10,000+"). */
  totalIsExact: boolean;
  naive: number[] | null;
  /** A search class (the targets), the key lookup, the facets, a row shown beside them, the public API. */
  kind: ClassKind;
}

export interface MixOptions {
  origin: string;
  requests: number;
  naiveRequests: number;
  warmup: number;
  /** Abort the run (with an error) past this instant. */
  deadline: number;
  log: (line: string) => void;
}

interface PreparedClass {
  queryClass: QueryClass;
  procedure: string;
  inputs: unknown[];
  total: number;
  totalIsExact: boolean;
  samples: number[];
  naiveTexts: string[];
  naive: number[];
}

/**
 * Warms every class up, then runs the timed requests in rounds, one request of each class
 * per round (sequentially, never two at once) in an order shuffled per round (rounds.ts), so
 * a burst of load from elsewhere on the machine, or the after-effect of a heavy request,
 * lands on every class alike instead of on whichever class was running or came next.
 */
export async function runMix(classes: readonly QueryClass[], options: MixOptions): Promise<ClassResult[]> {
  const prepared: PreparedClass[] = [];
  for (const queryClass of classes) prepared.push(await prepare(queryClass, options));
  options.log(`  warmed up ${prepared.length} classes`);
  return runRounds(prepared, options);
}

/**
 * The public API's rows, or none when this build does not serve it (404): the report then
 * says the API was not measured instead of failing the run.
 */
export async function preparePublicApi(classes: readonly QueryClass[], options: MixOptions): Promise<QueryClass[]> {
  const api = classes.find((c) => c.procedure === PUBLIC_API_JOBS);
  if (!api) return [];
  try {
    await timedGet(options.origin, '/api/v1/jobs', publicApiQuery({ ...api.inputs[0], limit: 1 }));
    return [...classes];
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 404) return [];
    throw error;
  }
}

async function runRounds(prepared: PreparedClass[], options: MixOptions): Promise<ClassResult[]> {
  const rounds = Math.max(options.requests, options.naiveRequests);
  for (let round = 0; round < rounds; round += 1) {
    for (const index of roundOrder(prepared.length, round)) {
      const p = prepared[index]!;
      checkDeadline(options);
      if (round < Math.min(options.requests, p.queryClass.requests ?? Infinity))
        p.samples.push((await timed(options.origin, p.procedure, p.inputs[round % p.inputs.length])).ms);
      if (p.naiveTexts.length && round < options.naiveRequests) {
        p.naive.push((await naiveScan(options.origin, p.naiveTexts[round % p.naiveTexts.length]!)).ms);
      }
    }
    if ((round + 1) % 10 === 0) options.log(`  round ${round + 1}/${rounds}`);
  }

  return prepared.map((p) => ({
    name: p.queryClass.name,
    samples: p.samples,
    total: p.total,
    totalIsExact: p.totalIsExact,
    naive: p.naiveTexts.length ? p.naive : null,
    kind: p.queryClass.kind ?? (['jobs.search', 'bench.coldSearch'].includes(p.procedure) ? 'search' : 'info'),
  }));
}

/** One timed request: a tRPC batch GET, or the public API's plain GET. */
function timed<T>(origin: string, procedure: string, input: unknown) {
  return procedure === PUBLIC_API_JOBS
    ? timedGet<T>(origin, '/api/v1/jobs', publicApiQuery(input as SearchInput & { limit?: number }))
    : timedQuery<T>(origin, procedure, input);
}

async function prepare(queryClass: QueryClass, options: MixOptions): Promise<PreparedClass> {
  const procedure = queryClass.procedure ?? 'jobs.search';
  const inputs: unknown[] =
    procedure === 'jobs.bySlug'
      ? [{ slug: await newestSlug(options.origin) }]
      : queryClass.depth
        ? await deepRequests(queryClass, options)
        : procedure.endsWith('acets')
          ? queryClass.inputs
          : queryClass.inputs.map((input) => ({ limit: 20, ...input }));
  const first = await timed<Partial<SearchPage>>(options.origin, procedure, inputs[0]);
  for (let i = 1; i < options.warmup; i += 1) await timed(options.origin, procedure, inputs[i % inputs.length]);
  const naiveTexts = queryClass.naive ? queryClass.inputs.map((input) => input.q ?? '') : [];
  for (const q of naiveTexts) await naiveScan(options.origin, q);
  return {
    queryClass,
    procedure,
    inputs,
    total: first.data.total ?? 1,
    totalIsExact: first.data.totalIsExact ?? true,
    samples: [],
    naiveTexts,
    naive: [],
  };
}

function naiveScan(origin: string, q: string) {
  return timedQuery<{ total: number }>(origin, 'bench.naiveSearch', { q, limit: 20 });
}

/** Follows cursors `depth` pages into each input, then collects the cursors of the next pages. */
async function deepRequests(queryClass: QueryClass, options: MixOptions): Promise<unknown[]> {
  const requests: SearchInput[] = [];
  for (const input of queryClass.inputs) {
    let cursor: string | null = null;
    for (let page = 1; page <= queryClass.depth! + DEEP_PAGES; page += 1) {
      if (page > queryClass.depth!) requests.push({ limit: 20, ...input, cursor });
      const { data }: { data: SearchPage } = await timedQuery<SearchPage>(options.origin, 'jobs.search', { limit: 20, ...input, cursor });
      if (!data.nextCursor) throw new Error(`${queryClass.name}: ${JSON.stringify(input)} has fewer than ${page + 1} pages`);
      cursor = data.nextCursor;
    }
  }
  return requests;
}

/** The slug of the newest live job: the key lookup's input. */
export async function newestSlug(origin: string): Promise<string> {
  const { data } = await timedQuery<{ items: Array<{ Pretty_url: string }> }>(origin, 'jobs.search', { limit: 1 });
  const slug = data.items[0]?.Pretty_url;
  if (!slug) throw new Error('No live job to read by slug');
  return slug;
}

function checkDeadline(options: MixOptions): void {
  if (Date.now() > options.deadline) throw new Error('The benchmark ran past its time limit; stopping (pass --requests to run fewer).');
}
