import { defineConfig } from 'vitest/config';

/**
 * Component and unit tests in a browser-like DOM (happy-dom); no bundler, no network. Pages
 * that call the api use the real one over a local D1 (remote-jobs/src/test/real-api.ts),
 * migrated once per run here.
 */
export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    globalSetup: ['../remote-jobs/src/test/api-database.global.ts'],
    testTimeout: 30_000,
  },
});
