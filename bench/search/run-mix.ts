import type { SearchInput } from '@chainwork/shared-config';
import { HttpStatusError, publicApiQuery, timedGet, timedQuery } from './client';
import { PUBLIC_API_JOBS, type ClassKind, type QueryClass } from './mix';
import { schedule, type Step } from './rounds';

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
  /** Untimed rounds of the compared rows before the timed ones (rounds.ts, `schedule`). */
  warmupRounds: number;
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
 * a burst of load from elsewhere on the machine lands on every class alike instead of on
 * whichever class was running. The naive scans and the heavy rows are warmed up and timed
 * after the compared rows, in rounds of their own (`schedule`).
 */
export async function runMix(classes: readonly QueryClass[], options: MixOptions): Promise<ClassResult[]> {
  const prepared: PreparedClass[] = [];
  for (const queryClass of classes) prepared.push(await prepare(queryClass, options));
  options.log(`  warmed up ${prepared.filter((p) => !p.queryClass.heavy).length} classes`);
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
  const steps = schedule(
    prepared.map((p) => ({
      requests: Math.min(options.requests, p.queryClass.requests ?? Infinity),
      naiveScans: p.naiveTexts.length ? options.naiveRequests : 0,
      heavy: p.queryClass.heavy === true,
    })),
    { warmupRounds: options.warmupRounds },
  );
  const heavyFrom = steps.findIndex((step) => step.heavyPhase);
  // Rounds of each phase, for the progress lines: counted once, not at every line.
  const rounds = (heavyPhase: boolean) =>
    Math.max(0, ...steps.filter((s) => s.heavyPhase === heavyPhase && !s.warmup).map((s) => s.round + 1));
  const phaseRounds = { compared: rounds(false), heavy: rounds(true) };
  for (const [i, step] of steps.entries()) {
    if (i === heavyFrom) await warmUpHeavy(prepared, options);
    checkDeadline(options);
    const p = prepared[step.row]!;
    if (step.warmup) {
      await timed(options.origin, p.procedure, p.inputs[step.round % p.inputs.length]);
      if (steps[i + 1]?.warmup !== true) options.log(`  ${step.round + 1} warm-up rounds`);
      continue;
    }
    if (step.naive) p.naive.push((await naiveScan(options.origin, p.naiveTexts[step.round % p.naiveTexts.length]!)).ms);
    else p.samples.push((await timed(options.origin, p.procedure, p.inputs[step.round % p.inputs.length])).ms);
    logRound(steps, i, step.heavyPhase ? phaseRounds.heavy : phaseRounds.compared, options);
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

/** "round 10/400" after every tenth round of the compared rows, "heavy rows: round 4/8" for the rest. */
function logRound(steps: readonly Step[], i: number, phaseRounds: number, options: MixOptions): void {
  const step = steps[i]!;
  const next = steps[i + 1];
  if (next && next.round === step.round && next.heavyPhase === step.heavyPhase) return;
  const last = step.round + 1 === phaseRounds;
  if (step.heavyPhase) options.log(`  heavy rows: round ${step.round + 1}/${phaseRounds}`);
  else if ((step.round + 1) % 10 === 0 || last) options.log(`  round ${step.round + 1}/${phaseRounds}`);
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
  const naiveTexts = queryClass.naive ? queryClass.inputs.map((input) => input.q ?? '') : [];
  const prepared: PreparedClass = { queryClass, procedure, inputs, total: 1, totalIsExact: true, samples: [], naiveTexts, naive: [] };
  if (!queryClass.heavy) await warmUp(prepared, options);
  return prepared;
}

/**
 * The warm-up requests of a row; the last answer to its first input tells how big its result
 * set is (a first answer may say only "1,000+": the api counts a new search to 1,000 first).
 */
async function warmUp(p: PreparedClass, options: MixOptions): Promise<void> {
  for (let i = 0; i < Math.max(options.warmup, 1); i += 1) {
    const answer = await timed<Partial<SearchPage>>(options.origin, p.procedure, p.inputs[i % p.inputs.length]);
    if (i % p.inputs.length !== 0) continue;
    p.total = answer.data.total ?? 1;
    p.totalIsExact = answer.data.totalIsExact ?? true;
  }
}

/** Before the second phase: the heavy rows' warm-up and one naive scan of each text. */
async function warmUpHeavy(prepared: readonly PreparedClass[], options: MixOptions): Promise<void> {
  for (const p of prepared) {
    if (p.queryClass.heavy) await warmUp(p, options);
    for (const q of p.naiveTexts) await naiveScan(options.origin, q);
  }
  options.log('  warmed up the naive scans and the heavy rows');
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
