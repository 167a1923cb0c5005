/**
 * The benchmark's baseline: the shell built as one ordinary rspack bundle with every
 * remote's exposed modules inside it (monolith-runtime.ts replaces the federation
 * runtime). Same entry, template, loaders and minifier as the federated shell; only the
 * ModuleFederationPlugin (and the startup preloads) are gone. Never published as a live version.
 * The gateway still hints the remotes' entries to it (it serves every shell alike); the
 * benchmark leaves those bytes out of the baseline's total.
 */
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import shellConfig from '../../shell-app/rspack.config';
import { REPO_ROOT } from '@chainwork/tooling/build/paths';
import { vendorImplAliases } from '@chainwork/tooling/build/shared-deps';
import { PreloadStartupPlugin } from '@chainwork/tooling/build/preload-startup';

export const MONOLITH_DIST = path.join(REPO_ROOT, '.wrangler', 'bench-web', 'monolith-dist');

export function monolithConfig(): Configuration {
  return {
    ...shellConfig,
    name: 'monolith',
    // No federation, and no startup preloads: in one bundle every remote's code is a "startup" chunk to that plugin.
    plugins: (shellConfig.plugins ?? []).filter(
      (plugin) => !(plugin instanceof ModuleFederationPlugin) && !(plugin instanceof PreloadStartupPlugin),
    ),
    resolve: {
      ...shellConfig.resolve,
      alias: {
        '@module-federation/enhanced/runtime': path.join(REPO_ROOT, 'bench', 'web', 'monolith-runtime.ts'),
        // Shared-config modules reach packages through the facades' build aliases (the motion
        // features of the overlays facade, which the app imports by path); so does the baseline.
        ...vendorImplAliases(),
      },
    },
    output: { ...shellConfig.output, path: MONOLITH_DIST, uniqueName: 'chainwork_monolith' },
  };
}
