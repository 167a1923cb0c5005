import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './lib/paths';

/**
 * Every dependency pinned to an exact version, and the `@trpc/*` packages on one version
 * (docs/stack-notes.md#peer-dependencies-that-must-move-together). One version of each
 * dependency across the workspace is sherif's job (the `dependencies` suite of `npm test`).
 */
const root = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
const manifests = ['.', ...root.workspaces].map((dir) => ({
  dir,
  json: JSON.parse(readFileSync(path.join(REPO_ROOT, dir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>,
}));

describe('workspace dependencies', () => {
  const seen = new Map<string, Array<{ dir: string; version: string }>>();
  for (const { dir, json } of manifests) {
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
      for (const [name, version] of Object.entries(json[field] ?? {})) {
        seen.set(name, [...(seen.get(name) ?? []), { dir, version }]);
      }
    }
  }

  it('pins every dependency to an exact version', () => {
    const loose = [...seen].flatMap(([name, uses]) =>
      uses.filter((u) => !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(u.version)).map((u) => `${u.dir}: ${name}@${u.version}`),
    );
    expect(loose).toEqual([]);
  });

  it('keeps every @trpc/* package on the same version (their peers are exact)', () => {
    const trpc = new Set([...seen].filter(([name]) => name.startsWith('@trpc/')).flatMap(([, uses]) => uses.map((u) => u.version)));
    expect(trpc.size).toBe(1);
  });
});

describe('package-lock.json', () => {
  it('records every optional dependency, so `npm ci` accepts it (scripts/lock/record-foreign-optionals.py)', () => {
    const lock = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { optionalDependencies?: Record<string, string> }>;
    };
    const missing = Object.entries(lock.packages).flatMap(([at, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((dep) => !lock.packages[`node_modules/${dep}`] && !lock.packages[`${at}/node_modules/${dep}`])
        .map((dep) => `${at || '(root)'} -> ${dep}`),
    );
    expect(missing).toEqual([]);
  });
});
