import { QUERY_RETRY_ATTEMPTS } from '../constants';

/**
 * The tRPC error code (`data.code`) of a failed query, or null for anything else
 * (network failure, undecodable response). Read structurally: the error class may
 * come from another container's copy of @trpc/client.
 */
export function trpcErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const data = (error as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null || !('code' in data)) return null;
  const code = (data as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}

/** An answer that asking again cannot change: the thing does not exist, or the question is invalid. */
export function isFinalError(error: unknown): boolean {
  const code = trpcErrorCode(error);
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}

/** A job or post that does not exist: unknown slug (NOT_FOUND) or one nothing can have (BAD_REQUEST). */
export const isMissingJob = isFinalError;
export const isMissingPage = isFinalError;

/** The app's retry policy (docs/product-requirements.md#retries-and-caching), minus retries that cannot help. */
export function retryTransient(failureCount: number, error: unknown): boolean {
  return !isFinalError(error) && failureCount < QUERY_RETRY_ATTEMPTS;
}
