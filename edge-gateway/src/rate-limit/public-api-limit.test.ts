import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { PUBLIC_API_LIMITS } from '@chainwork/shared-config/public-api';
import { createApp } from '../app';
import { realApi } from '../../test/api';
import { testEnv } from '../../test/test-env';
import { PublicApiLimiter, memoryBudgets, presentedApiKey } from './public-api-limit';

const KEY = `cw_${'k'.repeat(43)}`;

/** A Rate Limiting binding that records the keys it is asked about and allows everything. */
function recordingBinding() {
  const keys: string[] = [];
  return { keys, limit: async ({ key }: { key: string }) => (keys.push(key), { success: true }) };
}

describe('the public API bindings of wrangler.jsonc', () => {
  it.each([
    ['PUBLIC_API_ANONYMOUS_LIMITER', PUBLIC_API_LIMITS.anonymous.units],
    ['PUBLIC_API_KEY_LIMITER', PUBLIC_API_LIMITS.keyed.units],
  ] as const)('%s enforces the limit of shared-config (%i a minute)', async (name, units) => {
    const binding = env[name];
    expect(binding).toBeDefined();
    const key = `binding-test-${crypto.randomUUID()}`;
    let allowed = 0;
    for (let i = 0; i < units + 5; i += 1) if ((await binding!.limit({ key })).success) allowed += 1;
    expect(allowed).toBe(units);
  });
});

describe('PublicApiLimiter', () => {
  it('reads a whole key from a Bearer header only', () => {
    expect(presentedApiKey(new Headers({ authorization: `Bearer ${KEY}` }))).toBe(KEY);
    expect(presentedApiKey(new Headers({ authorization: `bearer   ${KEY}` }))).toBe(KEY);
    for (const value of ['', `Basic ${KEY}`, 'Bearer cw_short', `Bearer ${KEY} more`])
      expect(presentedApiKey(new Headers({ authorization: value }))).toBeNull();
  });

  it('budgets a key apart from its client, and lets a client without an address through to the load shedding', async () => {
    const limiter = new PublicApiLimiter(
      memoryBudgets(1, () => 0),
      { now: () => 0 },
    );
    for (let i = 0; i < PUBLIC_API_LIMITS.anonymous.units; i += 1)
      expect((await limiter.spend({ client: 'ip:a', apiKey: null })).allowed).toBe(true);
    expect((await limiter.spend({ client: 'ip:a', apiKey: null })).allowed).toBe(false);
    expect((await limiter.spend({ client: 'ip:a', apiKey: KEY })).allowed).toBe(true);
    expect((await limiter.spend({ client: null, apiKey: null })).allowed).toBe(true);
  });
});

describe('the gateway with the bindings', () => {
  it('spends from the anonymous binding by address and from the key binding by a hash of the key, never the key itself', async () => {
    const api = await realApi();
    const anonymous = recordingBinding();
    const keyed = recordingBinding();
    const bindings = testEnv(api, { PUBLIC_API_ANONYMOUS_LIMITER: anonymous, PUBLIC_API_KEY_LIMITER: keyed });
    const app = createApp();
    await app.request('/api/v1/openapi.json', { headers: { 'cf-connecting-ip': '192.0.2.1' } }, bindings);
    await app.request('/api/v1/openapi.json', { headers: { 'cf-connecting-ip': '192.0.2.1', authorization: `Bearer ${KEY}` } }, bindings);
    // The first call, then the second's refusal (the key is unknown to the api), charged to the client.
    expect(anonymous.keys).toEqual(['local:192.0.2.1', 'local:192.0.2.1']);
    expect(keyed.keys).toHaveLength(1);
    expect(keyed.keys[0]).toMatch(/^key:[0-9a-f]{32}$/);
    expect(keyed.keys[0]).not.toContain(KEY.slice(3));
  });
});
