import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { READ_BUDGET } from '@chainwork/shared-config';
import { TokenBucketLimiter, bindingReadLimiter } from './read-limiter';

describe('TokenBucketLimiter', () => {
  it('allows a burst up to the budget, then the refill rate, per client', async () => {
    let now = 0;
    const limiter = new TokenBucketLimiter({ units: 10, periodSeconds: 10, now: () => now });
    expect(await limiter.spend('a', 6)).toEqual({ allowed: true });
    expect(await limiter.spend('a', 4)).toEqual({ allowed: true });
    expect(await limiter.spend('a', 3)).toEqual({ allowed: false, retryAfterS: 3 });
    expect(await limiter.spend('b', 10)).toEqual({ allowed: true });
    now = 1000;
    expect(await limiter.spend('a', 1)).toEqual({ allowed: true });
    expect(await limiter.spend('a', 1)).toMatchObject({ allowed: false });
    // A long rest refills to the budget, never beyond.
    now = 1_000_000;
    expect(await limiter.spend('a', 10)).toEqual({ allowed: true });
    expect(await limiter.spend('a', 1)).toMatchObject({ allowed: false });
  });

  it('charges after the fact into debt, at most one budget deep', async () => {
    let now = 0;
    const limiter = new TokenBucketLimiter({ units: 10, periodSeconds: 10, now: () => now });
    await limiter.charge('a', 25);
    expect(await limiter.spend('a', 1)).toEqual({ allowed: false, retryAfterS: 11 });
    now = 11_000;
    expect(await limiter.spend('a', 1)).toEqual({ allowed: true });
  });

  it('counts a refused request as nothing spent', async () => {
    let now = 0;
    const limiter = new TokenBucketLimiter({ units: 5, periodSeconds: 5, now: () => now });
    await limiter.spend('a', 5);
    for (let i = 0; i < 10; i += 1) await limiter.spend('a', 5);
    now = 5000;
    expect(await limiter.spend('a', 5)).toEqual({ allowed: true });
  });
});

describe('the READ_RATE_LIMITER binding of wrangler.jsonc', () => {
  it('allows READ_BUDGET.units per period, one call per unit', async () => {
    expect(env.READ_RATE_LIMITER).toBeDefined();
    const limiter = bindingReadLimiter(env.READ_RATE_LIMITER!);
    const key = `read-binding-test-${crypto.randomUUID()}`;
    let spent = 0;
    while ((await limiter.spend(key, 5)).allowed && spent < READ_BUDGET.units * 2) spent += 5;
    expect(spent).toBe(READ_BUDGET.units);
    expect(await limiter.spend(key, 1)).toEqual({ allowed: false, retryAfterS: READ_BUDGET.periodSeconds });
  });
});
