import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('computes once per key until the entry expires', async () => {
    const cache = new TtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.get('a', 0, compute)).toBe(1);
    expect(await cache.get('a', 999, compute)).toBe(1);
    expect(await cache.get('a', 1000, compute)).toBe(2);
    expect(await cache.get('b', 1000, compute)).toBe(3);
  });

  it('shares one computation between concurrent callers', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    let calls = 0;
    // Held open until both callers have asked: the second arrives while the first is still computing.
    let finish!: () => void;
    const compute = () =>
      new Promise<string>((resolve) => {
        calls += 1;
        finish = () => resolve(`v${calls}`);
      });
    const both = Promise.all([cache.get('k', 0, compute), cache.get('k', 1, compute)]);
    finish();
    expect(await both).toEqual(['v1', 'v1']);
    expect(calls).toBe(1);
  });

  it('forgets a failed computation at once', async () => {
    const cache = new TtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('k', 0, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await Promise.resolve();
    expect(await cache.get('k', 1, async () => 7)).toBe(7);
  });

  it('drops the oldest entries beyond maxEntries', async () => {
    const cache = new TtlCache<number>({ ttlMs: 1000, maxEntries: 2 });
    await cache.get('a', 0, async () => 1);
    await cache.get('b', 0, async () => 2);
    await cache.get('c', 0, async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', 0, async () => 10)).toBe(10);
  });
});
