import { QUERY_RETRY_ATTEMPTS } from '@chainwork/shared-config';

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

/** A job that does not exist: unknown slug (NOT_FOUND) or one no job can have (BAD_REQUEST). */
export function isMissingJob(error: unknown): boolean {
  const code = trpcErrorCode(error);
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}

/** The app's retry policy (spec 9), minus retries that cannot help: the answer would not change. */
export function retryUnlessMissing(failureCount: number, error: unknown): boolean {
  return !isMissingJob(error) && failureCount < QUERY_RETRY_ATTEMPTS;
}
