// Tests run inside workerd with the bindings of wrangler.jsonc (R2 and KV from miniflare).
// The api Worker is not part of this package's Workers: its service binding is replaced here
// by a function that refuses every call, and each test passes its own `API` to
// `app.request(path, init, env)`: usually the real api Worker over `API_DB`, a D1 migrated
// with the api's own migrations (test/api.ts), or a transport failure.
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

const here = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname);

export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: here('./wrangler.jsonc') },
      miniflare: {
        serviceBindings: {
          API: () => new Response('The api is not part of the gateway tests; pass one (test/api.ts).', { status: 503 }),
        },
        d1Databases: ['API_DB'],
        bindings: { API_MIGRATIONS: await readD1Migrations(here('../api/migrations')) },
      },
    }),
  ],
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['./test/apply-api-migrations.ts'],
    // One isolate and one store for all files: 3x faster on 2 cores. Safe because every file
    // writes the R2/KV state it reads (beforeEach/beforeAll) under keys no other file changes,
    // and each realApi() call replaces the api database's jobs with its own.
    isolate: false,
    // Property tests and whole documents on a loaded 2-core machine: slow must not read as broken.
    testTimeout: 30_000,
  },
}));
