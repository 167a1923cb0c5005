import { defineConfig } from 'vitest/config';

/** The benchmark's own unit tests (`npx vitest run -c bench/vitest.config.ts`). */
export default defineConfig({
  test: { environment: 'node', include: ['bench/**/*.test.ts'], root: new URL('..', import.meta.url).pathname },
});
