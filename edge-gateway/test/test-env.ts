/**
 * The miniflare bindings of wrangler.jsonc, with the api replaced by a stub. The read
 * budget's binding is left out (its counters are shared by every test of the run, all of
 * them one client), so each app counts reads in its own memory; the budget's own tests
 * pass the binding or a limiter explicitly.
 */
import { env } from 'cloudflare:workers';
import type { ApiService, Bindings } from '../src/env';

export function testEnv(api: ApiService, overrides: Partial<Bindings> = {}): Bindings {
  const { READ_RATE_LIMITER: _shared, ...bindings } = env as Bindings;
  return { ...bindings, API: api, ...overrides };
}
