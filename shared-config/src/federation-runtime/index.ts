/**
 * One Module Federation bundler runtime for the page. The shell's (its webpack bundler
 * runtime: consumes, share-scope setup, container init) is put on a global before any
 * remote loads; each remote's entry takes it from there (`from-host.ts`, which the build
 * puts in place of the package) instead of carrying its own copy (~3 KB gzip per entry).
 * The runtime core is shared the same way already (`externalRuntime`).
 *
 * Not a shared module: the shell reads it before the share scope exists.
 */
export const BUNDLER_RUNTIME_GLOBAL = '__chainwork_mf_bundler_runtime__';

/** What a webpack bundler runtime module exports as default, as far as a container uses it. */
export interface BundlerRuntimeModule {
  runtime: FederationRuntimeModule;
  instance: unknown;
  initOptions: unknown;
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
  bundlerRuntimeOptions: Record<string, unknown>;
}

export interface FederationInstanceLike {
  options: { id?: string; name: string; version?: string };
  initOptions(options: FederationInitOptions): unknown;
}

export interface FederationInitOptions {
  name: string;
  version?: string;
  id?: string;
  [key: string]: unknown;
}

/** The part of `@module-federation/runtime` a container's bundler runtime calls. */
export interface FederationRuntimeModule {
  init(options: FederationInitOptions): FederationInstanceLike;
  createInstance(options: FederationInitOptions): FederationInstanceLike;
  getInstance(finder?: (instance: FederationInstanceLike) => boolean): FederationInstanceLike | null | undefined;
  [key: string]: unknown;
}

/** The shell, first thing on the page: lend its bundler runtime to the remotes. */
export function provideBundlerRuntime(federation: BundlerRuntimeModule, target: object = globalThis): void {
  (target as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] = federation;
}
