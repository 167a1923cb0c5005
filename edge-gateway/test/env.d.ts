// The bindings `cloudflare:workers` hands the tests: those of wrangler.jsonc (generated into
// worker-configuration.d.ts), plus the api's database and migrations for the real-api double
// (vitest.config.ts, test/api.ts).
import type { D1Migration } from 'cloudflare:test';

declare global {
  namespace Cloudflare {
    interface Env {
      API_DB: D1Database;
      API_MIGRATIONS: D1Migration[];
    }
  }
}
