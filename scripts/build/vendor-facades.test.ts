import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRONT_END_PACKAGES } from '@chainwork/shared-config/federation';
import { REPO_ROOT } from './paths';
import { SHARED_FACADES } from './shared-deps';

/** Every file under `dir` with one of the extensions, tests excluded. */
function sources(dir: string, extensions: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && extensions.test(e.name) && !/\.test\.[jt]sx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Names imported as values (not `import type`, not `type X`) from exactly `specifier`. */
function importedValues(code: string, specifier: string): string[] {
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+(['"])${specifier.replace(/[/.]/g, '\\$&')}\\3`, 'g');
  const names: string[] = [];
  for (const match of code.matchAll(pattern)) {
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

function facadeExports(file: string): Set<string> {
  const code = readFileSync(path.join(REPO_ROOT, file), 'utf8');
  const names = new Set<string>();
  for (const match of code.matchAll(/export\s+\{([^}]*)\}/g))
    for (const part of match[1]!.split(','))
      if (part.trim())
        names.add(
          part
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        );
  for (const match of code.matchAll(/export\s+(?:const|function)\s+(\w+)/g)) names.add(match[1]!);
  return names;
}

const PRODUCT_SOURCES = [...FRONT_END_PACKAGES, 'shared-config'].flatMap((pkg) => sources(path.join(REPO_ROOT, pkg, 'src'), /\.tsx?$/));

describe('vendor facades (shared-config/src/vendor)', () => {
  it.each(Object.entries(SHARED_FACADES))('%s: every value a front end imports is exported by %s', (pkg, facade) => {
    const exported = facadeExports(facade);
    const missing = new Set<string>();
    for (const file of PRODUCT_SOURCES) {
      for (const name of importedValues(readFileSync(file, 'utf8'), pkg)) {
        if (!exported.has(name)) missing.add(`${name} (${path.relative(REPO_ROOT, file)})`);
      }
    }
    expect([...missing], `add these to ${facade}`).toEqual([]);
  });

  it('the menu, drawer and modal come from the overlays facade, which only code loaded later imports', () => {
    const main = facadeExports(SHARED_FACADES['@chakra-ui/react']!);
    const overlays = facadeExports('shared-config/src/vendor/chakra-overlays.ts');
    expect(
      [...overlays].filter((name) => main.has(name)),
      'in both facades',
    ).toEqual([]);
    const misplaced = PRODUCT_SOURCES.flatMap((file) =>
      importedValues(readFileSync(file, 'utf8'), '@chakra-ui/react')
        .filter((name) => overlays.has(name))
        .map((name) => `${name} (${path.relative(REPO_ROOT, file)})`),
    );
    expect(misplaced, "import these from '@chainwork/shared-config/chakra-overlays'").toEqual([]);
  });

  /** Third-party modules that import a facaded package themselves: they get the facade too. */
  const libraryDist = (pkg: string, dir: string) =>
    path.join(path.dirname(createRequire(path.join(REPO_ROOT, 'package.json')).resolve(`${pkg}/package.json`)), dir);
  const LIBRARY_CONSUMERS = [
    { consumer: '@chakra-ui/react', dist: libraryDist('@chakra-ui/react', 'dist/esm'), facaded: 'framer-motion' },
    { consumer: '@trpc/tanstack-react-query', dist: libraryDist('@trpc/tanstack-react-query', 'dist'), facaded: '@trpc/client' },
    { consumer: '@trpc/tanstack-react-query', dist: libraryDist('@trpc/tanstack-react-query', 'dist'), facaded: '@tanstack/react-query' },
  ];

  it.each(LIBRARY_CONSUMERS)('the $facaded facade exports everything $consumer imports from it', ({ dist, facaded }) => {
    const exported = facadeExports(SHARED_FACADES[facaded]!);
    const needed = new Set(sources(dist, /\.mjs$|^index\.js$/).flatMap((file) => importedValues(readFileSync(file, 'utf8'), facaded)));
    expect(needed.size).toBeGreaterThan(0);
    expect([...needed].filter((name) => !exported.has(name))).toEqual([]);
  });
});
