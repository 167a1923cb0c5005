/**
 * A remote's webpack bundler runtime, borrowed from the shell (see index.ts). The build
 * aliases `@module-federation/webpack-bundler-runtime` to this file in remotes only.
 *
 * Each container gets its own object, as it would from its own copy of the package: its own
 * share-scope holder `S` and options, the shell's functions (they keep no state of their
 * own; every call is handed the container's `__webpack_require__`). Two things are the
 * remote's own: `initContainerEntry`, which the shell (exposing nothing) is built without,
 * and `runtime.init`, which must register the remote's instance without replacing the
 * shell's as the runtime module's current one (the shell's `loadRemote` goes through it).
 */
import { borrowBundlerRuntime } from './borrow';
import { BUNDLER_RUNTIME_GLOBAL, type BundlerRuntimeModule } from './index';

declare const FEDERATION_BUILD_IDENTIFIER: string | undefined;

function hostBundlerRuntime(): BundlerRuntimeModule {
  const host = (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] as BundlerRuntimeModule | undefined;
  if (!host)
    throw new Error('This remote needs a Chainwork shell that provides the federation bundler runtime; publish a current shell first.');
  return host;
}

const buildId = typeof FEDERATION_BUILD_IDENTIFIER === 'string' ? FEDERATION_BUILD_IDENTIFIER : '';

export default borrowBundlerRuntime(hostBundlerRuntime(), buildId);
