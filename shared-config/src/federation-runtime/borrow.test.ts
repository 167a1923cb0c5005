import * as runtime from '@module-federation/runtime';
import federation from '@module-federation/webpack-bundler-runtime';
import { describe, expect, it } from 'vitest';
import { borrowBundlerRuntime, remoteRuntime } from './borrow';
import { provideBundlerRuntime, BUNDLER_RUNTIME_GLOBAL, type BundlerRuntimeModule, type FederationRuntimeModule } from './index';

const host = federation as unknown as BundlerRuntimeModule;
const realRuntime = runtime as unknown as FederationRuntimeModule;

describe('remoteRuntime', () => {
  it("registers a remote's instance without replacing the shell's as the runtime's current one", () => {
    const shell = realRuntime.init({ name: 'shell_borrow_test', remotes: [] });
    const jobs = remoteRuntime(realRuntime, '').init({ name: 'jobs_borrow_test', remotes: [] });
    expect(jobs).not.toBe(shell);
    expect(jobs.options.name).toBe('jobs_borrow_test');
    expect(realRuntime.getInstance()).toBe(shell);
    expect(realRuntime.getInstance((i) => i.options.name === 'jobs_borrow_test')).toBe(jobs);
  });

  it('returns the registered instance when the same remote initialises again, with the new options applied', () => {
    const borrowed = remoteRuntime(realRuntime, '');
    const first = borrowed.init({ name: 'navigation_borrow_test', remotes: [] });
    const again = borrowed.init({ name: 'navigation_borrow_test', remotes: [] });
    expect(again).toBe(first);
  });

  it('finds an instance by the build identifier, as the runtime does', () => {
    const made = realRuntime.createInstance({ name: 'by_build_id', id: 'by_build_id:1.0.0', remotes: [] });
    // Another version would otherwise mean another instance.
    const options = { name: 'by_build_id', version: '2.0.0', remotes: [] };
    expect(remoteRuntime(realRuntime, '').init(options)).not.toBe(made);
    expect(remoteRuntime(realRuntime, 'by_build_id:1.0.0').init(options)).toBe(made);
  });
});

describe('borrowBundlerRuntime', () => {
  it("gives each container its own share-scope holder and options, and the shell's functions", () => {
    const a = borrowBundlerRuntime(host, '');
    const b = borrowBundlerRuntime(host, '');
    expect(a.bundlerRuntime.S).not.toBe(b.bundlerRuntime.S);
    expect(a.bundlerRuntime.S).not.toBe(host.bundlerRuntime.S);
    expect(a.bundlerRuntimeOptions).not.toBe(host.bundlerRuntimeOptions);
    for (const name of ['consumes', 'I', 'installInitialConsumes', 'init'])
      expect(a.bundlerRuntime[name], name).toBe(host.bundlerRuntime[name]);
    expect(typeof a.bundlerRuntime.initContainerEntry).toBe('function');
    expect(a.attachShareScopeMap).toBe(host.attachShareScopeMap);
    expect(a.instance).toBeUndefined();
    expect(a.initOptions).toBeUndefined();
  });
});

describe('provideBundlerRuntime', () => {
  it('puts the shell’s bundler runtime where the remotes look for it', () => {
    const target = {};
    provideBundlerRuntime(host, target);
    expect((target as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL]).toBe(host);
  });
});
