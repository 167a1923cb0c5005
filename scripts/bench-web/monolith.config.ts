/**
 * The benchmark's baseline: the shell built as one ordinary rspack bundle with every
 * remote's exposed modules inside it (monolith-runtime.ts replaces the federation
 * runtime). Same entry, template, loaders and minifier as the federated shell; only the
 * ModuleFederationPlugin is gone. Never published as a live version.
 */
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import shellConfig from '../../shell-app/rspack.config';
import { REPO_ROOT } from '../build/paths';
import { vendorImplAliases } from '../build/shared-deps';

export const MONOLITH_DIST = path.join(REPO_ROOT, '.wrangler', 'bench-web', 'monolith-dist');

export function monolithConfig(): Configuration {
  return {
    ...shellConfig,
    name: 'monolith',
    plugins: (shellConfig.plugins ?? []).filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
    resolve: {
      ...shellConfig.resolve,
      alias: {
        '@module-federation/enhanced/runtime': path.join(REPO_ROOT, 'scripts', 'bench-web', 'monolith-runtime.ts'),
        // The federated build reaches React Router's production build through its facade; so does the baseline.
        'react-router$': vendorImplAliases()['vendor-impl/react-router$']!,
      },
    },
    output: { ...shellConfig.output, path: MONOLITH_DIST, uniqueName: 'chainwork_monolith' },
  };
}
