// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_IDLE_MARK } from './first-idle-mark';

/** A fresh copy of the module: its first idle moment is once per page. */
const freshModule = () => import('./page-idle');

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Whether `promise` has settled after the timers and idle callbacks due by now have run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await vi.advanceTimersByTimeAsync(2_500);
  return settled;
}

describe('whenPageIdle', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    performance.clearMarks();
  });

  it('marks the first idle moment once, however many wait for it', async () => {
    const { whenPageIdle } = await freshModule();
    expect(performance.getEntriesByName(FIRST_IDLE_MARK)).toHaveLength(0);
    const all = Promise.all([whenPageIdle(), whenPageIdle()]);
    await vi.advanceTimersByTimeAsync(2_500);
    await all;
    const again = whenPageIdle();
    await vi.advanceTimersByTimeAsync(2_500);
    await again;
    expect(performance.getEntriesByName(FIRST_IDLE_MARK)).toHaveLength(1);
  });

  it('waits for the work the first view holds, failed or not, and for work that work starts', async () => {
    const { holdPageIdle, whenPageIdle } = await freshModule();
    const remote = deferred();
    const page = deferred();
    holdPageIdle(remote.promise);
    const idle = whenPageIdle();
    expect(await isSettled(idle)).toBe(false);
    // The remote's code arrives and its page asks for more before the wait ends.
    holdPageIdle(page.promise);
    remote.resolve();
    expect(await isSettled(idle)).toBe(false);
    page.reject(new Error('offline'));
    expect(await isSettled(idle)).toBe(true);
    expect(performance.getEntriesByName(FIRST_IDLE_MARK)).toHaveLength(1);
  });

  it('ignores work held after the first idle moment', async () => {
    const { holdPageIdle, whenPageIdle } = await freshModule();
    const first = whenPageIdle();
    await vi.advanceTimersByTimeAsync(2_500);
    await first;
    holdPageIdle(new Promise(() => undefined));
    expect(await isSettled(whenPageIdle())).toBe(true);
  });

  it('stops waiting for held work that never settles after FIRST_VIEW_WAIT_MAX_MS', async () => {
    const { FIRST_VIEW_WAIT_MAX_MS, holdPageIdle, whenPageIdle } = await freshModule();
    holdPageIdle(new Promise(() => undefined));
    const idle = whenPageIdle();
    await vi.advanceTimersByTimeAsync(FIRST_VIEW_WAIT_MAX_MS - 3_000);
    expect(await isSettled(idle)).toBe(false);
    expect(await isSettled(idle)).toBe(true);
  });
});
