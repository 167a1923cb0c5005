import type { D1Migration } from 'cloudflare:test';

declare global {
  namespace Cloudflare {
    // The bindings tests see through `import { env } from 'cloudflare:workers'`.
    interface Env {
      DB: D1Database;
      SESSIONS: KVNamespace;
      LOGOS: R2Bucket;
      TEST_MIGRATIONS: D1Migration[];
    }
    // Types `exports.default` (the Worker entry) for `import { exports } from 'cloudflare:workers'`.
    interface GlobalProps {
      mainModule: typeof import('../src/index');
    }
  }
}
