import { describe, expect, it } from 'vitest';
import { isFinalError, isMissingJob, retryTransient, trpcErrorCode } from './errors';

const trpcError = (code: string) => Object.assign(new Error('x'), { data: { code, httpStatus: 404 } });

describe('trpcErrorCode', () => {
  it('reads data.code of a tRPC client error, and nothing from other errors', () => {
    expect(trpcErrorCode(trpcError('NOT_FOUND'))).toBe('NOT_FOUND');
    expect(trpcErrorCode(new TypeError('Failed to fetch'))).toBeNull();
    expect(trpcErrorCode({ data: { code: 404 } })).toBeNull();
    expect(trpcErrorCode(null)).toBeNull();
  });
});

describe('retryTransient', () => {
  it('never retries an answer that cannot change', () => {
    expect(isMissingJob(trpcError('NOT_FOUND'))).toBe(true);
    expect(isFinalError(trpcError('BAD_REQUEST'))).toBe(true);
    expect(retryTransient(0, trpcError('NOT_FOUND'))).toBe(false);
    expect(retryTransient(0, trpcError('BAD_REQUEST'))).toBe(false);
  });

  it('retries other failures up to the app-wide limit of 3', () => {
    const failure = trpcError('INTERNAL_SERVER_ERROR');
    expect([0, 1, 2, 3].map((n) => retryTransient(n, failure))).toEqual([true, true, true, false]);
    expect(retryTransient(0, new TypeError('Failed to fetch'))).toBe(true);
  });
});
