/**
 * `node --import tsx/esm scripts/bench-web/compile-monolith.ts`: builds the monolithic
 * baseline in a plain Node process (the same reason as scripts/build/compile.ts).
 */
import { rspack } from '@rspack/core';
import { monolithConfig } from './monolith.config';

const compiler = rspack(monolithConfig());
compiler.run((error, stats) => {
  compiler.close(() => {
    if (error || !stats || stats.hasErrors()) {
      console.error(error?.message ?? stats?.toString({ all: false, errors: true, colors: false }) ?? 'no stats');
      process.exit(1);
    }
  });
});
