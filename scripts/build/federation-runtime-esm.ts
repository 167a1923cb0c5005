import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageDir } from './paths';

/**
 * The Module Federation runtime packages the bundle pulls in. rspack's federation plugin
 * imports the bundler runtime by the path `require.resolve` gives (its CommonJS build) and
 * aliases `@module-federation/runtime` to CommonJS too, so nothing of it was tree-shaken:
 * every remote entry carried the whole SDK (manifest and snapshot helpers a remote never
 * calls), ~6 KB gzip each. Their ES module builds, which say `sideEffects: false` where it
 * matters, let the bundler keep only what runs.
 */
export const FEDERATION_RUNTIME_SPECIFIERS = [
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/runtime/core',
  '@module-federation/runtime/helpers',
  '@module-federation/runtime-core',
  '@module-federation/runtime-tools/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
] as const;

/** What a remote has in place of the bundler runtime: the shell's, lent through a global. */
export const BORROWED_BUNDLER_RUNTIME = path.join(packageDir('shared-config'), 'src/federation-runtime/from-host.ts');

/**
 * resolve.alias entries: each specifier (exactly, `$`) and the bundler runtime's CommonJS
 * path to the file the package exports under the `import` condition. Resolved from the
 * root install, where the plugin resolves them too. In a remote, the bundler runtime's two
 * requests go to the borrowed one instead (shared-config/src/federation-runtime).
 */
export function federationRuntimeEsmAliases(kind: 'host' | 'remote'): Record<string, string> {
  const require = createRequire(import.meta.url);
  const esmOf = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));
  const aliases: Record<string, string> = {};
  for (const specifier of FEDERATION_RUNTIME_SPECIFIERS) aliases[`${specifier}$`] = esmOf(specifier);
  const bundlerRuntime = FEDERATION_RUNTIME_SPECIFIERS[0];
  const bundlerRuntimeFile = kind === 'remote' ? BORROWED_BUNDLER_RUNTIME : esmOf(bundlerRuntime);
  aliases[require.resolve(bundlerRuntime)] = bundlerRuntimeFile;
  aliases[`${bundlerRuntime}$`] = bundlerRuntimeFile;
  return aliases;
}
