import { defineConfig } from 'vitest/config';

/** The repository tooling's own tests (publisher, routing table, test runner helpers, the shared test helpers). */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts', 'testing/**/*.test.ts'],
    root: new URL('..', import.meta.url).pathname,
  },
});
