import { describe, expect, it } from 'vitest';
import { createQueryClient, retryDelay } from './query-client';

describe('createQueryClient', () => {
  it('retries queries 3 times, mutations never, and caches for 5 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(3);
    expect(defaults.queries?.gcTime).toBe(300_000);
    expect(defaults.mutations?.retry).toBe(0);
  });

  it('backs off 1000 ms doubled per attempt, capped at 30000 ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('treats a query that resolves to undefined as an error', async () => {
    const client = createQueryClient();
    await expect(
      client.fetchQuery({ queryKey: ['u'], queryFn: async () => undefined as unknown as string, retry: false }),
    ).rejects.toThrow();
  });
});
