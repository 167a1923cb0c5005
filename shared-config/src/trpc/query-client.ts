import { QueryClient } from '@tanstack/react-query';
import {
  MUTATION_RETRY_ATTEMPTS,
  QUERY_CACHE_TIME_MS,
  QUERY_RETRY_ATTEMPTS,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
  SUSPENSE_STALE_TIME_MS,
} from '../constants';

/** 1000 ms doubled per attempt, capped at 30000 ms (docs/product-requirements.md#retries-and-caching). */
export function retryDelay(attemptIndex: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attemptIndex, RETRY_MAX_DELAY_MS);
}

/** Options for suspense queries (docs/product-requirements.md#retries-and-caching: stale time 1000 ms). */
export const suspenseQueryOptions = { staleTime: SUSPENSE_STALE_TIME_MS } as const;

/**
 * The app-wide QueryClient (docs/product-requirements.md#retries-and-caching): queries retried 3 times with back-off, mutations
 * never, cache time 5 minutes. React Query itself rejects a query whose function
 * resolves to undefined, which is the requirements' "undefined is an error".
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: QUERY_RETRY_ATTEMPTS, retryDelay, gcTime: QUERY_CACHE_TIME_MS },
      mutations: { retry: MUTATION_RETRY_ATTEMPTS },
    },
  });
}
