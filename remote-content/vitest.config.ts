import { defineConfig } from 'vitest/config';
import { VENDOR_TEST_ALIASES } from '@chainwork/shared-config/testing/vendor-aliases';

/**
 * Component and unit tests in a browser-like DOM (happy-dom); no bundler, no network. The
 * blog and content pages read the real api over a local D1 (@chainwork/testing/api),
 * migrated once per run here.
 */
export default defineConfig({
  resolve: { alias: VENDOR_TEST_ALIASES },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    globalSetup: ['@chainwork/testing/api-database'],
    // Whole pages render in happy-dom over the real api; on a loaded 2-core machine one test
    // can take several seconds. Generous limits keep slow from reading as broken.
    testTimeout: 30_000,
  },
});
