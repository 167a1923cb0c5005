// Tests run inside workerd with the bindings of wrangler.jsonc (R2 and KV from miniflare).
// The api Worker is not part of this package: its service binding is replaced here by a
// function that refuses every call, and each test passes its own stub `API` to
// `app.request(path, init, env)`.
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.jsonc' },
      miniflare: {
        serviceBindings: {
          API: () => new Response('The api is not part of the gateway tests; pass a stub API.', { status: 503 }),
        },
      },
    }),
  ],
  test: {
    include: ['src/**/*.test.ts'],
    // One isolate and one store for all files: 3x faster on 2 cores. Safe because every file
    // writes the R2/KV state it reads (beforeEach/beforeAll) under keys no other file changes.
    isolate: false,
    // Property tests and whole documents on a loaded 2-core machine: slow must not read as broken.
    testTimeout: 30_000,
  },
});
