import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import type { BundlerRuntimeModule, FederationInitOptions, FederationRuntimeModule } from './index';

/** `@module-federation/runtime`'s `init`, minus the module-level "current instance" it would overwrite. */
export function remoteRuntime(runtime: FederationRuntimeModule, buildId: string): FederationRuntimeModule {
  return {
    ...runtime,
    init(options: FederationInitOptions) {
      const normalized = { ...options, id: options.id || '' };
      const existing = runtime.getInstance((instance) => {
        if (buildId && instance.options.id === buildId) return true;
        if (instance.options.name !== options.name) return false;
        return options.version ? instance.options.version === options.version : !instance.options.version;
      });
      if (!existing) return runtime.createInstance(normalized);
      existing.initOptions(normalized);
      return existing;
    },
  };
}

export function borrowBundlerRuntime(host: BundlerRuntimeModule, buildId: string): BundlerRuntimeModule {
  return {
    runtime: remoteRuntime(host.runtime, buildId),
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: { ...host.bundlerRuntime, S: {}, initContainerEntry },
    attachShareScopeMap: host.attachShareScopeMap,
    bundlerRuntimeOptions: {},
  };
}
