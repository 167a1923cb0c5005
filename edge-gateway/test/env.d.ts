// The bindings `cloudflare:workers` hands the tests: those of wrangler.jsonc, plus the api's
// database and migrations for the real-api double (vitest.config.ts, test/api.ts).
import type { D1Migration } from 'cloudflare:test';
import type { Bindings } from '../src/env';

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      API_DB: D1Database;
      API_MIGRATIONS: D1Migration[];
    }
  }
}
