import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInputs, inputHash } from './input-hash';

let root: string;

function write(rel: string, content: string): void {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'cw-input-hash-'));
  write('remote-jobs/package.json', '{"name":"x"}');
  write('remote-jobs/rspack.config.ts', 'export default {}');
  write('remote-jobs/README.md', '# docs');
  write('remote-jobs/src/index.ts', 'export {}');
  write('remote-jobs/src/index.test.ts', 'test');
  write('remote-jobs/vitest.config.ts', 'export default {}');
  write('remote-jobs/dist/remoteEntry.js', 'built');
  write('remote-jobs/node_modules/x/index.js', 'dep');
  write('shared-config/src/constants.ts', 'export const A = 1;');
  write('scripts/build/rspack-config.ts', 'export {}');
  write('scripts/build/README.md', '# how builds work');
  write('scripts/build.ts', 'export {}');
  write('package-lock.json', '{}');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('buildInputs', () => {
  it('lists sources, configs, shared-config, the build tooling and the lockfile; not docs or output', () => {
    const rels = buildInputs('remote-jobs', root).map((f) => path.relative(root, f));
    expect(rels).toEqual([
      'package-lock.json',
      'remote-jobs/package.json',
      'remote-jobs/rspack.config.ts',
      'remote-jobs/src/index.ts',
      'scripts/build.ts',
      'scripts/build/rspack-config.ts',
      'shared-config/src/constants.ts',
    ]);
  });
});

describe('inputHash', () => {
  it('is stable while nothing changes', () => {
    expect(inputHash('remote-jobs', root)).toBe(inputHash('remote-jobs', root));
  });

  it.each([
    ['a package source', 'remote-jobs/src/index.ts'],
    ['shared-config', 'shared-config/src/constants.ts'],
    ['the build tooling', 'scripts/build/rspack-config.ts'],
    ['the lockfile', 'package-lock.json'],
    ['the package config', 'remote-jobs/rspack.config.ts'],
  ])('changes when %s changes', (_what, rel) => {
    const before = inputHash('remote-jobs', root);
    write(rel, 'changed');
    expect(inputHash('remote-jobs', root)).not.toBe(before);
  });

  it('ignores dist/, documentation and test changes', () => {
    const before = inputHash('remote-jobs', root);
    write('remote-jobs/dist/remoteEntry.js', 'rebuilt');
    write('remote-jobs/README.md', '# new docs');
    write('scripts/build/README.md', '# newer docs');
    write('remote-jobs/src/index.test.ts', 'more tests');
    write('remote-jobs/vitest.config.ts', 'export default { test: {} }');
    expect(inputHash('remote-jobs', root)).toBe(before);
  });

  it('counts a rename as a change', () => {
    const before = inputHash('remote-jobs', root);
    rmSync(path.join(root, 'remote-jobs/src/index.ts'));
    write('remote-jobs/src/main.ts', 'export {}');
    expect(inputHash('remote-jobs', root)).not.toBe(before);
  });
});
