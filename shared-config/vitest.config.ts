import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The vendor facades reach their packages through build aliases (scripts/build/shared-deps.ts);
  // here the packages themselves stand in.
  resolve: { alias: { 'vendor-impl/framer-motion': 'framer-motion', 'vendor-impl/react-router': 'react-router' } },
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
});
