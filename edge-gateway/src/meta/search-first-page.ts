/**
 * The first page of a search for a document of `/`: the gateway fetches what the search
 * page asks for in its first tRPC batch (`jobs.search`'s first page and `jobs.featured`,
 * the pinned jobs above it) and hands both to the page in the runtime config, so the
 * results render from the document instead of after a round trip to the api.
 *
 * The inputs are exactly the ones the jobs remote builds from the same URL
 * (`@chainwork/shared-config/search-input`), so the shell seeds its query cache under the
 * keys the remote asks with. A URL whose search fields the api's schema refuses gets
 * nothing (the page then drops the bad fields and asks itself). Both answers or neither:
 * the page shows them together today (one batch), and pinned jobs arriving after the list
 * would push it down. Facet counts are left out: they were never in that batch
 * (`skipBatch`), a phone shows them only in the closed filters drawer, and a cold count is
 * the api's dearest read.
 */
import type { SearchFilters, SearchInput } from '@chainwork/shared-config';
import { filtersOf, isUnset, normalizeState, rawSearchFields, searchInputOf } from '@chainwork/shared-config/search-input';
import { searchInputSchema } from '@chainwork/shared-config/schemas/search';
import { parseSearchParams } from '@chainwork/shared-config';
import superjson from 'superjson';
import type { ApiService } from '../env';
import { apiClient, classifyFailure } from '../api/client';
import type { CircuitBreaker } from '../resilience/circuit-breaker';
import type { LoadShedder } from '../resilience/load-shedder';
import { DEFAULT_API_TIMEOUT_MS } from './job-meta';

/** Handed to the page as `RuntimeConfig.search`: the inputs (the query keys) and the answers in superjson's wire form. */
export interface FirstSearchPage {
  input: SearchInput;
  filters: SearchFilters;
  page: unknown;
  featured: unknown;
}

export type FirstSearchPageResult = { kind: 'found'; search: FirstSearchPage } | { kind: 'unavailable'; reason: string };

/**
 * The `jobs.search` and `jobs.featured` inputs the search page will ask with for this URL,
 * or null when a search field of the URL is one the api's schema refuses.
 */
export function firstPageInputs(params: URLSearchParams): { input: SearchInput; filters: SearchFilters } | null {
  const fields = Object.fromEntries(Object.entries(rawSearchFields(params)).filter(([, value]) => !isUnset(value)));
  const sort = params.get('sort');
  if (!searchInputSchema.safeParse({ ...fields, ...(sort ? { sort } : {}) }).success) return null;
  const state = normalizeState(parseSearchParams(params));
  return { input: searchInputOf(state), filters: filtersOf(state) };
}

/** The procedures fetched for a first page, for the read budget (READ_COSTS). */
export const FIRST_PAGE_PROCEDURES = ['jobs.search', 'jobs.featured'] as const;
/** Api calls a first page takes at once (one per procedure: the gateway's client does not batch). */
export const FIRST_PAGE_API_CALLS = FIRST_PAGE_PROCEDURES.length;
/**
 * The share of the isolate's api slots (API_MAX_IN_FLIGHT) first pages may hold at once.
 * A first page is a bonus with a fallback (the page asks itself), so under a burst most
 * slots stay for calls that have none: the browser's own queries, job pages' metadata,
 * feeds. A quarter of 32 is four first pages at a time, each a few milliseconds long.
 */
export const FIRST_PAGE_SHARE_OF_API_SLOTS = 0.25;

export async function fetchFirstSearchPage(
  api: ApiService,
  inputs: { input: SearchInput; filters: SearchFilters },
  options: { timeoutMs?: number; breaker?: CircuitBreaker; shedder?: LoadShedder; onReadCost?: (units: number) => void } = {},
): Promise<FirstSearchPageResult> {
  const client = apiClient(api, {
    timeoutMs: options.timeoutMs ?? DEFAULT_API_TIMEOUT_MS,
    ...(options.breaker ? { breaker: options.breaker } : {}),
    ...(options.shedder ? { shedder: options.shedder } : {}),
    ...(options.onReadCost ? { onReadCost: options.onReadCost } : {}),
  });
  try {
    // Side by side, each under the same deadline: the document waits no longer than for a job.
    const [page, featured] = await Promise.all([client.jobs.search.query(inputs.input), client.jobs.featured.query(inputs.filters)]);
    return {
      kind: 'found',
      // The api's own output, in the wire form the browser's tRPC client (superjson) reads.
      search: { ...inputs, page: superjson.serialize(page), featured: superjson.serialize(featured) },
    };
  } catch (error) {
    const failure = classifyFailure(error);
    return {
      kind: 'unavailable',
      reason: failure.kind === 'unavailable' ? failure.reason : `api error ${failure.code} (${failure.status})`,
    };
  }
}
