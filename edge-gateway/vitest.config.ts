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
  test: { include: ['src/**/*.test.ts'] },
});
