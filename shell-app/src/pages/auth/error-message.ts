import { TRPCClientError } from '@trpc/client';

const FALLBACK = 'Something went wrong. Please try again.';

/**
 * What to show for a failed call: the api's stable message (for bad input, the first
 * field's own message rather than "email: ..."), or a plain fallback.
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof TRPCClientError)) return FALLBACK;
  const data: unknown = error.data;
  if (typeof data === 'object' && data !== null && 'issues' in data && Array.isArray(data.issues)) {
    const [first] = data.issues as unknown[];
    if (typeof first === 'object' && first !== null && 'message' in first && typeof first.message === 'string') return first.message;
  }
  return error.message || FALLBACK;
}
