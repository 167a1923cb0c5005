import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MUTATION_RATE_LIMIT } from '@chainwork/shared-config';
import { FixedWindowLimiter } from './limiter';
import { SHARED_CLIENT_KEY, clientKey, knownClientKey } from './client-key';

describe('FixedWindowLimiter', () => {
  it('allows the limit per key per period, then refuses until the next period', async () => {
    let now = 0;
    const limiter = new FixedWindowLimiter({ limit: 3, periodSeconds: 10, now: () => now });
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push((await limiter.limit({ key: 'a' })).success);
    expect(results).toEqual([true, true, true, false]);
    expect((await limiter.limit({ key: 'b' })).success).toBe(true);
    now = 9_999;
    expect((await limiter.limit({ key: 'a' })).success).toBe(false);
    now = 10_000;
    expect((await limiter.limit({ key: 'a' })).success).toBe(true);
  });

  it('uses the shared limit by default', async () => {
    const limiter = new FixedWindowLimiter();
    let allowed = 0;
    for (let i = 0; i < MUTATION_RATE_LIMIT.limit + 5; i += 1) if ((await limiter.limit({ key: 'c' })).success) allowed += 1;
    expect(allowed).toBe(MUTATION_RATE_LIMIT.limit);
  });
});

describe('the MUTATION_RATE_LIMITER binding of wrangler.jsonc', () => {
  it('enforces the same limit as shared-config', async () => {
    expect(env.MUTATION_RATE_LIMITER).toBeDefined();
    const key = `binding-test-${crypto.randomUUID()}`;
    let allowed = 0;
    for (let i = 0; i < MUTATION_RATE_LIMIT.limit + 5; i += 1) if ((await env.MUTATION_RATE_LIMITER!.limit({ key })).success) allowed += 1;
    expect(allowed).toBe(MUTATION_RATE_LIMIT.limit);
  });
});

describe('clientKey', () => {
  const headers = new Headers({ 'cf-connecting-ip': '203.0.113.7', 'x-forwarded-for': '198.51.100.1' });

  it("keys by the platform's address: Cloudflare's on Cloudflare, the socket's under wrangler dev", () => {
    expect(clientKey(headers, true)).toBe('ip:203.0.113.7');
    expect(clientKey(headers, false)).toBe('local:203.0.113.7');
    expect(knownClientKey(headers, false)).toBe('local:203.0.113.7');
  });

  it('shares one key among clients without an address, and clips a forged one', () => {
    expect(clientKey(new Headers(), true)).toBe(SHARED_CLIENT_KEY);
    expect(knownClientKey(new Headers(), false)).toBeNull();
    expect(clientKey(new Headers({ 'cf-connecting-ip': 'x'.repeat(5000) }), false)).toHaveLength('local:'.length + 64);
  });

  it('never reads X-Forwarded-For', () => {
    expect(clientKey(new Headers({ 'x-forwarded-for': '198.51.100.1' }), true)).toBe(SHARED_CLIENT_KEY);
  });
});
