import type { SearchInput } from '@chainwork/shared-config';
import { timedQuery } from './client';
import type { QueryClass } from './mix';

/** How many cursors deep pages are read past `depth` (pages depth+1 .. depth+DEEP_PAGES). */
const DEEP_PAGES = 5;

interface SearchPage {
  total: number;
  nextCursor: string | null;
}

export interface ClassResult {
  name: string;
  /** Milliseconds per timed request, in order. */
  samples: number[];
  /** The total of the class's first input (how big the result set is). */
  total: number;
  naive: number[] | null;
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

/** Runs every class sequentially: warm-up, then `requests` timed requests (and the naive baseline). */
export async function runMix(classes: readonly QueryClass[], options: MixOptions): Promise<ClassResult[]> {
  const results: ClassResult[] = [];
  for (const queryClass of classes) {
    const requests = queryClass.depth ? await deepRequests(queryClass, options) : queryClass.inputs;
    const search = (input: SearchInput) => timedQuery<SearchPage>(options.origin, 'jobs.search', { limit: 20, ...input });

    const first = await search(requests[0]!);
    for (let i = 1; i < options.warmup; i += 1) await search(requests[i % requests.length]!);
    const samples: number[] = [];
    for (let i = 0; i < options.requests; i += 1) {
      checkDeadline(options);
      samples.push((await search(requests[i % requests.length]!)).ms);
    }

    let naive: number[] | null = null;
    if (queryClass.naive) {
      const texts = queryClass.inputs.map((input) => input.q ?? '');
      const scan = (q: string) => timedQuery<{ total: number }>(options.origin, 'bench.naiveSearch', { q, limit: 20 });
      for (const q of texts) await scan(q);
      naive = [];
      for (let i = 0; i < options.naiveRequests; i += 1) {
        checkDeadline(options);
        naive.push((await scan(texts[i % texts.length]!)).ms);
      }
    }
    results.push({ name: queryClass.name, samples, total: first.data.total, naive });
    options.log(`  ${queryClass.name}: done`);
  }
  return results;
}

/** Follows cursors `depth` pages into each input, then collects the cursors of the next pages. */
async function deepRequests(queryClass: QueryClass, options: MixOptions): Promise<SearchInput[]> {
  const requests: SearchInput[] = [];
  for (const input of queryClass.inputs) {
    let cursor: string | null = null;
    for (let page = 1; page <= queryClass.depth! + DEEP_PAGES; page += 1) {
      if (page > queryClass.depth!) requests.push({ ...input, cursor });
      const { data }: { data: SearchPage } = await timedQuery<SearchPage>(options.origin, 'jobs.search', { limit: 20, ...input, cursor });
      if (!data.nextCursor) throw new Error(`${queryClass.name}: ${JSON.stringify(input)} has fewer than ${page + 1} pages`);
      cursor = data.nextCursor;
    }
  }
  return requests;
}

function checkDeadline(options: MixOptions): void {
  if (Date.now() > options.deadline) throw new Error('The benchmark ran past its time limit; stopping (pass --requests to run fewer).');
}
