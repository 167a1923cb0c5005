import type { D1Migration } from 'cloudflare:test';

// The bindings tests see through `import { env } from 'cloudflare:workers'`.
declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
