/**
 * The miniflare bindings of wrangler.jsonc, with the api replaced by a stub. The read
 * budget's and the public API's bindings are left out (their counters are shared by every test of the run, all of
 * them one client), so each app counts reads in its own memory; the budget's own tests
 * pass the binding or a limiter explicitly.
 */
import { env } from 'cloudflare:workers';
import type { ApiService, Bindings } from '../src/env';

export function testEnv(api: ApiService, overrides: Partial<Bindings> = {}): Bindings {
  const {
    READ_RATE_LIMITER: _shared,
    PUBLIC_API_ANONYMOUS_LIMITER: _anonymous,
    PUBLIC_API_KEY_LIMITER: _keyed,
    ...bindings
  } = env as Bindings;
  return { ...bindings, API: api, ...overrides };
}
