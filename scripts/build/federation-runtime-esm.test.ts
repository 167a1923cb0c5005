import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BORROWED_BUNDLER_RUNTIME, FEDERATION_RUNTIME_SPECIFIERS, federationRuntimeEsmAliases } from './federation-runtime-esm';

describe('federationRuntimeEsmAliases', () => {
  const aliases = federationRuntimeEsmAliases('host');

  it.each(FEDERATION_RUNTIME_SPECIFIERS)('sends %s, exactly, to an ES module build that exists', (specifier) => {
    const target = aliases[`${specifier}$`];
    expect(target).toBeDefined();
    expect(existsSync(target!)).toBe(true);
    expect(target).toMatch(/\.m?js$/);
    expect(readFileSync(target!, 'utf8')).toMatch(/^\s*(import|export)\b/m);
  });

  it("also sends the bundler runtime's CommonJS path, which rspack's default runtime imports, to its ES build", () => {
    const cjs = createRequire(import.meta.url).resolve('@module-federation/webpack-bundler-runtime');
    expect(cjs).toMatch(/\.cjs$/);
    expect(aliases[cjs]).toBe(aliases['@module-federation/webpack-bundler-runtime$']);
  });

  it("gives a remote the shell's bundler runtime (borrowed through a global) for both of its requests", () => {
    const remote = federationRuntimeEsmAliases('remote');
    const cjs = createRequire(import.meta.url).resolve('@module-federation/webpack-bundler-runtime');
    expect(existsSync(BORROWED_BUNDLER_RUNTIME)).toBe(true);
    expect(remote[cjs]).toBe(BORROWED_BUNDLER_RUNTIME);
    expect(remote['@module-federation/webpack-bundler-runtime$']).toBe(BORROWED_BUNDLER_RUNTIME);
    expect(remote['@module-federation/runtime$']).toBe(aliases['@module-federation/runtime$']);
  });
});
