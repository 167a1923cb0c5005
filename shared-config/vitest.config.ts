import { defineConfig } from 'vitest/config';
import { VENDOR_TEST_ALIASES } from './src/testing/vendor-aliases';

export default defineConfig({
  resolve: { alias: VENDOR_TEST_ALIASES },
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
});
