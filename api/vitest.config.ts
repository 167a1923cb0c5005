import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

// Tests run inside workerd with the real D1 binding of wrangler.jsonc. Storage is
// isolated per test FILE (not per test), and test/apply-migrations.ts migrates it.
// Paths resolve from this file, so the suite runs from any working directory.
const here = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname);

export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: here('./wrangler.jsonc') },
      miniflare: { bindings: { TEST_MIGRATIONS: await readD1Migrations(here('./migrations')) } },
    }),
  ],
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./test/apply-migrations.ts'],
  },
}));
