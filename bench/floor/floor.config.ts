/**
 * One rspack build of every reference page with a script: production mode (rspack's
 * minifier), the front ends' compiler rule (SWC, ES2020), one file per page (no chunk
 * splitting), so a row's bytes and main-thread work are its own.
 */
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { REPO_ROOT } from '@chainwork/tooling/build/paths';
import { swcRule } from '@chainwork/tooling/build/rspack-config';
import { FLOOR_DIST, REFERENCE_PAGES } from './pages';

export function floorConfig(): Configuration {
  const entry = Object.fromEntries(
    REFERENCE_PAGES.flatMap((page) => (page.entry ? [[page.id, path.join(REPO_ROOT, 'bench', 'floor', 'pages', page.entry)]] : [])),
  );
  return {
    name: 'bench-floor',
    mode: 'production',
    context: REPO_ROOT,
    entry,
    target: ['web', 'es2020'],
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [swcRule(/\.tsx$/, true), swcRule(/\.[cm]?ts$/, false)],
    },
    optimization: { splitChunks: false, runtimeChunk: false },
    output: { path: FLOOR_DIST, filename: '[name].js', clean: true },
    devtool: false,
    performance: { hints: false },
  };
}
