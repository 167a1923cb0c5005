import { describe, expect, it } from 'vitest';
import { DeadlineExceeded, withDeadline } from './deadline';

describe('withDeadline', () => {
  it('returns what the work returns in time', async () => {
    expect(await withDeadline(1000, async () => 'done')).toBe('done');
  });

  it('rejects after the deadline and aborts the signal, even if the work ignores it', async () => {
    let signal: AbortSignal | undefined;
    const outcome = withDeadline(30, (s) => {
      signal = s;
      return new Promise(() => {});
    });
    await expect(outcome).rejects.toBeInstanceOf(DeadlineExceeded);
    expect(signal?.aborted).toBe(true);
  });

  it("passes the work's own failure through", async () => {
    await expect(
      withDeadline(1000, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
  });
});
