/**
 * Visitors searching while jobs come in: a small fixed mix of `jobs.search` inputs from the
 * search benchmark's classes (bench/search/mix.ts), sent one after another through the gateway
 * as one client, timed each, until told to stop (or for a number of rounds).
 */
import type { SearchInput } from '@chainwork/shared-config';
import { timedQuery } from '../search/client';
import { QUERY_CLASSES } from '../search/mix';

/** One input of each plain search class (no deep pages, no benchmark-only procedures). */
export const SEARCH_MIX: readonly SearchInput[] = QUERY_CLASSES.filter((c) => c.procedure === undefined && c.depth === undefined).map(
  (c) => ({ limit: 20, ...c.inputs[0]! }),
);

export interface SearchSamples {
  /** Milliseconds of every answered request. */
  ms: number[];
  /** Requests that failed or passed the client's 60 s timeout (counted, not timed). */
  failed: number;
}

export interface SearchLoad {
  /** Stops after the request in progress. */
  stop(): Promise<SearchSamples>;
}

async function round(origin: string, samples: SearchSamples, stopped: () => boolean = () => false): Promise<void> {
  for (const input of SEARCH_MIX) {
    if (stopped()) return;
    try {
      samples.ms.push((await timedQuery(origin, 'jobs.search', input)).ms);
    } catch {
      samples.failed += 1;
    }
  }
}

/** `rounds` rounds of the mix, timed. */
export async function searchRounds(origin: string, rounds: number): Promise<SearchSamples> {
  const samples: SearchSamples = { ms: [], failed: 0 };
  for (let i = 0; i < rounds; i += 1) await round(origin, samples);
  return samples;
}

/** Rounds of the mix until `stop()`. */
export function startSearchLoad(origin: string): SearchLoad {
  const samples: SearchSamples = { ms: [], failed: 0 };
  let stopping = false;
  const running = (async () => {
    while (!stopping) await round(origin, samples, () => stopping);
  })();
  return {
    stop: async () => {
      stopping = true;
      await running;
      return samples;
    },
  };
}
