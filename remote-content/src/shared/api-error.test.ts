import { describe, expect, it } from 'vitest';
import { apiFailure, refusal } from './api-error';

const trpcError = (message: string, data: object) => Object.assign(new Error(message), { data });

describe('apiFailure', () => {
  it('maps input issues to fields, first message each', () => {
    const failure = apiFailure(
      trpcError('x', {
        code: 'BAD_REQUEST',
        issues: [
          { path: 'rating', message: 'Please choose a rating' },
          { path: 'rating', message: 'again' },
        ],
      }),
    );
    expect(failure).toEqual({
      code: 'BAD_REQUEST',
      message: 'Please check the fields marked below.',
      fields: { rating: 'Please choose a rating' },
    });
  });

  it('shows a stable api message, but never an internal one or a network failure', () => {
    expect(apiFailure(trpcError('You have sent a lot', { code: 'TOO_MANY_REQUESTS' })).message).toBe('You have sent a lot');
    expect(apiFailure(trpcError('SQL boom', { code: 'INTERNAL_SERVER_ERROR' })).message).toMatch(/^Something went wrong/);
    expect(apiFailure(new TypeError('Failed to fetch')).message).toMatch(/^Something went wrong/);
  });

  it('tells a refusal apart', () => {
    expect(refusal(trpcError('', { code: 'UNAUTHORIZED' }))).toBe('sign-in');
    expect(refusal(trpcError('', { code: 'FORBIDDEN' }))).toBe('forbidden');
    expect(refusal(new Error('x'))).toBeNull();
  });
});
