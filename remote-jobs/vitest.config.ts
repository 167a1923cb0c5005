import { defineConfig } from 'vitest/config';

/** Component and unit tests in a browser-like DOM (happy-dom); no bundler, no network. */
export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
