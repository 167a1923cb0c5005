/** The miniflare bindings of wrangler.jsonc, with the api replaced by a stub. */
import { env } from 'cloudflare:workers';
import type { ApiService, Bindings } from '../src/env';

export function testEnv(api: ApiService, overrides: Partial<Bindings> = {}): Bindings {
  return { ...env, API: api, ...overrides };
}
