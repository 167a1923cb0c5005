import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SHARED_SINGLETONS } from '@chainwork/shared-config/federation';
import { importChains, runtimeImports } from './module-graph';
import { REPO_ROOT } from './paths';

/*
 * shared-config's entries that are Module Federation shared singletons (the root,
 * `/federation`, `/browser`, `/react`) ship whole in every first load: a shared module is
 * never tree-shaken. zod (~25 KB gzip) must stay out of them; its schemas live behind
 * `@chainwork/shared-config/schemas/*`, which only the api, the gateway and lazy pages import.
 */
const isZod = (specifier: string) => specifier === 'zod' || specifier.startsWith('zod/');

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cw-graph-'));
  dirs.push(dir);
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code);
  return dir;
}

describe('importChains', () => {
  it('finds zod through re-exports and imports, and names the chain', () => {
    const dir = fixture({
      'index.ts': "export * from './a';\nexport type * from './typed';\nexport { b } from './b';\n",
      'a.ts': "import { c } from './c';\nexport const a = c;\n",
      'b.ts': 'export const b = 1;\n',
      'c.ts': "import { z } from 'zod';\nexport const c = z.string();\n",
      'typed.ts': "import { z } from 'zod';\nexport type T = z.infer<typeof s>;\nconst s = z.string();\n",
    });
    const chains = importChains(path.join(dir, 'index.ts'), isZod);
    expect(chains).toEqual([`${dir}/index.ts -> ${dir}/a.ts -> ${dir}/c.ts imports zod`]);
  });

  it('ignores type-only imports and follows side-effect imports', () => {
    expect(runtimeImports("import type { z } from 'zod';\nimport { type Z } from 'zod/mini';\nimport './setup';\n")).toEqual(['./setup']);
    expect(runtimeImports("import { z, type Z } from 'zod/mini';\nexport * from './x';\n")).toEqual(['zod/mini', './x']);
  });
});

describe("shared-config's shared entries", () => {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'shared-config/package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  const sharedEntries = SHARED_SINGLETONS.filter((s) => s.startsWith('@chainwork/shared-config'));

  it('are the ones this test reads', () => {
    expect(sharedEntries).toContain('@chainwork/shared-config');
  });

  it.each(sharedEntries)('%s imports no zod, directly or through its modules', (specifier) => {
    const subpath = `.${specifier.slice('@chainwork/shared-config'.length)}`;
    const file = manifest.exports[subpath];
    expect(file, `${subpath} in shared-config's exports`).toBeDefined();
    expect(importChains(path.join(REPO_ROOT, 'shared-config', file!), isZod)).toEqual([]);
  });
});
