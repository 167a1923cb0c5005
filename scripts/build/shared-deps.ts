import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ON_DEMAND_SHARED, SHARED_SINGLETONS } from '@chainwork/shared-config/federation';
import { REPO_ROOT } from './paths';

export interface SharedDependency {
  singleton: true;
  requiredVersion: string | false;
  version?: string;
  /** The module provided under this key, when it is not the package itself (a facade); false: consumed only. */
  import?: string | false;
}

/**
 * Third-party singletons served through a facade in shared-config/src/vendor: the module
 * provided under the package's key exports only what the front ends use. A shared module
 * is never tree-shaken (its provider cannot know what consumers will ask for), so sharing
 * the packages themselves put all of Chakra and framer-motion on every page.
 * Application code still imports the packages by name; only the build knows.
 */
export const SHARED_FACADES: Readonly<Record<string, string>> = {
  '@chakra-ui/react': 'shared-config/src/vendor/chakra.ts',
  'framer-motion': 'shared-config/src/vendor/framer-motion.ts',
  '@trpc/client': 'shared-config/src/vendor/trpc-client.ts',
  '@tanstack/react-query': 'shared-config/src/vendor/react-query.ts',
};

/**
 * Requests the facades reach the real packages through (declared for TypeScript in
 * shared-config/src/vendor/vendor-impl.d.ts): never the shared key itself, which would
 * make a facade consume itself.
 */
export function vendorImplAliases(fromDir: string = REPO_ROOT): Record<string, string> {
  const packageRoot = (name: string) => path.dirname(createRequire(path.join(fromDir, 'package.json')).resolve(`${name}/package.json`));
  return {
    // Chakra's deep merge, ours: lodash.mergewith is ~3.5 KB gzip on every first page (merge-with.ts).
    'lodash.mergewith$': path.join(REPO_ROOT, 'shared-config/src/vendor/merge-with.ts'),
    'vendor-impl/framer-motion$': path.join(packageRoot('framer-motion'), 'dist/es/index.mjs'),
    'vendor-impl/trpc-client$': path.join(packageRoot('@trpc/client'), 'dist/index.mjs'),
    'vendor-impl/react-query$': path.join(packageRoot('@tanstack/react-query'), 'build/modern/index.js'),
  };
}

const WORKSPACE_SCOPE = '@chainwork/';

/** `react/jsx-runtime` -> `react`, `@scope/name/sub` -> `@scope/name`. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * The version installed for a package, read from its own package.json. Resolution
 * starts at the package that builds, so a workspace-local copy would win over the root.
 */
export function installedVersion(pkgName: string, fromDir: string): string {
  const require = createRequire(path.join(fromDir, 'package.json'));
  let manifestPath: string;
  try {
    manifestPath = require.resolve(`${pkgName}/package.json`);
  } catch {
    // Packages whose `exports` hide package.json: walk up from the entry point instead.
    const entry = require.resolve(pkgName);
    let dir = path.dirname(entry);
    while (!readPackageName(path.join(dir, 'package.json'), pkgName)) {
      const parent = path.dirname(dir);
      if (parent === dir) throw new Error(`Cannot find package.json of ${pkgName}`);
      dir = parent;
    }
    manifestPath = path.join(dir, 'package.json');
  }
  return (JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string }).version;
}

function readPackageName(file: string, expected: string): boolean {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name === expected;
  } catch {
    return false;
  }
}

/**
 * Module Federation `shared` from the one list in shared-config. Third-party singletons
 * require a caret range from the installed version (one version is pinned at the root;
 * the caret lets a remote built later with a compatible patch still accept the shell's
 * copy without a warning). shared-config is TS source
 * in the workspace: it carries its package version but requires none, because every
 * container is built from the same commit of it.
 *
 * `provide: false` (remotes) declares every one consume-only (`import: false`).
 */
export function sharedDependencies(fromDir: string = REPO_ROOT, options: { provide?: boolean } = {}): Record<string, SharedDependency> {
  const provide = options.provide ?? true;
  const shared: Record<string, SharedDependency> = {};
  for (const specifier of SHARED_SINGLETONS) {
    const pkgName = packageNameOf(specifier);
    const version = installedVersion(pkgName, fromDir);
    const facade = SHARED_FACADES[specifier];
    shared[specifier] = pkgName.startsWith(WORKSPACE_SCOPE)
      ? {
          singleton: true,
          requiredVersion: false,
          version,
          // A module the shell itself never imports (one only a remote's later pages use, like the content
          // facade) is provided only when named by file: by key alone the build provides what the shell imports.
          ...(provide && (ON_DEMAND_SHARED as readonly string[]).includes(specifier)
            ? { import: createRequire(path.join(fromDir, 'package.json')).resolve(specifier) }
            : {}),
        }
      : facade
        ? // The facade's own package.json is shared-config's: the version must be the package's.
          { singleton: true, requiredVersion: `^${version}`, version, import: path.join(REPO_ROOT, facade) }
        : { singleton: true, requiredVersion: `^${version}` };
    // A remote only consumes: the shell provides every shared module (ON_DEMAND_SHARED ones
    // too, loaded when first asked for), so a remote carries no copies of its own, nor the
    // code and chunk map that would provide them (~1.5 KB gzip less in each remote entry).
    if (!provide) shared[specifier] = { ...shared[specifier]!, import: false };
  }
  return shared;
}
