import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

// Tests run inside workerd with the real D1 binding of wrangler.jsonc. Every file starts from a
// freshly migrated database (test/apply-migrations.ts); tests within a file share it.
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
    // One workerd, one isolate and one database for every file, one file at a time: a runtime
    // per file spent ~4 s a file starting (4 of the suite's 6 minutes on 2 cores). Safe because
    // the setup file rebuilds the database before each file, and no test file mocks a module
    // (scripts/test/shared-runtime-suites.test.ts fails if one does).
    isolate: false,
    maxWorkers: 1,
  },
}));
