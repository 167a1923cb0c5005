import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_SINGLETONS } from '@chainwork/shared-config/federation';
import { REPO_ROOT } from './paths';
import { SHARED_FACADES, installedVersion, packageNameOf, sharedDependencies } from './shared-deps';

describe('packageNameOf', () => {
  it.each([
    ['react', 'react'],
    ['react/jsx-runtime', 'react'],
    ['react-dom/client', 'react-dom'],
    ['@chakra-ui/react', '@chakra-ui/react'],
    ['@chainwork/shared-config/react', '@chainwork/shared-config'],
  ])('%s belongs to %s', (specifier, name) => {
    expect(packageNameOf(specifier)).toBe(name);
  });
});

describe('sharedDependencies', () => {
  const shared = sharedDependencies();

  it('shares exactly the singletons listed in shared-config, every one as a singleton', () => {
    expect(Object.keys(shared).sort()).toEqual([...SHARED_SINGLETONS].sort());
    for (const entry of Object.values(shared)) expect(entry.singleton).toBe(true);
  });

  it('requires a caret range of the installed version for third-party packages', () => {
    const react = installedVersion('react', process.cwd());
    expect(shared.react).toEqual({ singleton: true, requiredVersion: `^${react}` });
    expect(shared['react-dom/client']?.requiredVersion).toBe(`^${installedVersion('react-dom', process.cwd())}`);
  });

  it('gives the workspace package its version but requires none', () => {
    expect(shared['@chainwork/shared-config']).toMatchObject({ requiredVersion: false, version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it("provides Chakra, React Router and framer-motion through their facades, under the package's key and version", () => {
    for (const [pkg, facade] of Object.entries(SHARED_FACADES)) {
      expect(shared[pkg]).toEqual({
        singleton: true,
        requiredVersion: `^${installedVersion(pkg, process.cwd())}`,
        version: installedVersion(pkg, process.cwd()),
        import: path.join(REPO_ROOT, facade),
      });
    }
  });

  it('names the on-demand workspace modules by file for the shell, so it provides them though only a remote imports them', () => {
    const host = sharedDependencies(REPO_ROOT);
    expect(host['@chainwork/shared-config/chakra-content']!.import).toBe(
      path.join(REPO_ROOT, 'shared-config/src/vendor/chakra-content.ts'),
    );
    expect(host['@chainwork/shared-config/react']!.import).toBeUndefined();
    expect(sharedDependencies(REPO_ROOT, { provide: false })['@chainwork/shared-config/chakra-content']!.import).toBe(false);
  });
});
