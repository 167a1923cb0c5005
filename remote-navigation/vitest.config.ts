import { defineConfig } from 'vitest/config';
import { VENDOR_TEST_ALIASES } from '@chainwork/shared-config/testing/vendor-aliases';

/** Component and unit tests in a browser-like DOM (happy-dom); no bundler, no network. */
export default defineConfig({
  resolve: { alias: VENDOR_TEST_ALIASES },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
