import { describe, expect, it, vi } from 'vitest';
import { deferUntilIdle } from './page-idle';

describe('deferUntilIdle', () => {
  it('starts no load before the page is idle, then every load asked for, waiting for idleness once', async () => {
    let settle!: () => void;
    const idle = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          settle = resolve;
        }),
    );
    const load = vi.fn(async (what: string) => what);
    const deferred = deferUntilIdle(load, idle);
    const first = deferred('jobs/JobPage');
    const second = deferred('navigation/ShareBar');
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    settle();
    expect(await Promise.all([first, second])).toEqual(['jobs/JobPage', 'navigation/ShareBar']);
    expect(idle).toHaveBeenCalledTimes(1);
    await deferred('page:about');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
