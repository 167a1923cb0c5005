import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { FRONT_END_PACKAGES } from '@chainwork/shared-config/federation';
import { CHUNK_GROUPS_FILE } from './chunk-groups';
import { distDir } from './paths';
import { COMPILE_HINT } from './rspack-config';
import { buildFrontEnds } from './run';
import { budgetViolation, initialFiles, measureBudget } from './size-budget';
import { SIZE_BUDGETS } from '../size-budgets';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function fakeDist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cw-budget-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
}

const sync = (...js: string[]) => ({ assets: { js: { sync: js } } });

describe('initialFiles', () => {
  const dist = () =>
    fakeDist({
      [CHUNK_GROUPS_FILE]: JSON.stringify({ jobs: ['remoteEntry.js'], other: ['lazy.js'] }),
      'mf-manifest.json': JSON.stringify({
        exposes: [
          { name: 'JobSearch', ...sync('a.js', 'search.js') },
          { name: 'MarketInsights', ...sync('a.js', 'charts.js') },
        ],
        shared: [
          { name: 'react', ...sync('react.js') },
          { name: '@chainwork/shared-config/chakra-overlays', ...sync('react.js', 'overlays.js') },
        ],
      }),
    });

  it('counts the named groups and the sync chunks of the listed exposes, each file once', () => {
    expect(initialFiles(dist(), { groups: ['jobs'], exposes: ['JobSearch'], gzipBytes: 1 })).toEqual([
      'a.js',
      'remoteEntry.js',
      'search.js',
    ]);
  });

  it('counts the shared modules only for the package that provides them to the page, leaving out those loaded on demand', () => {
    expect(initialFiles(dist(), { groups: ['jobs'], provideShared: true, gzipBytes: 1 })).toEqual(['react.js', 'remoteEntry.js']);
  });

  it('fails loudly when a budget names a group or an expose the build does not have', () => {
    expect(() => initialFiles(dist(), { groups: ['nope'], gzipBytes: 1 })).toThrow(/no chunk group "nope"/);
    expect(() => initialFiles(dist(), { groups: [], exposes: ['Gone'], gzipBytes: 1 })).toThrow(/no exposed module "Gone"/);
  });
});

describe('budgetViolation', () => {
  it('names the package and the bytes over', () => {
    const content = 'x'.repeat(5000);
    const dir = fakeDist({ [CHUNK_GROUPS_FILE]: JSON.stringify({ main: ['main.js'] }), 'mf-manifest.json': '{}', 'main.js': content });
    const gzip = gzipSync(content, { level: 9 }).length;
    const over = measureBudget('shell-app', dir, { groups: ['main'], gzipBytes: gzip - 10 });
    expect(budgetViolation(over)).toBe(
      `shell-app: first-load JS is ${gzip} B gzip in 1 files, 10 B over its budget of ${gzip - 10} B (scripts/size-budgets.ts)`,
    );
    expect(budgetViolation(measureBudget('shell-app', dir, { groups: ['main'], gzipBytes: gzip }))).toBeNull();
  });
});

describe('size budgets of the real builds', () => {
  it('every front-end package has a budget', () => {
    expect(Object.keys(SIZE_BUDGETS).sort()).toEqual([...FRONT_END_PACKAGES].sort());
  });

  // Builds only what is stale (the e2e suite reuses the same build afterwards).
  it('every package is within its budget', async () => {
    await buildFrontEnds(FRONT_END_PACKAGES, { log: () => {} });
    const results = FRONT_END_PACKAGES.map((pkg) => measureBudget(pkg, distDir(pkg), SIZE_BUDGETS[pkg]));
    const violations = results.map(budgetViolation).filter((v): v is string => v !== null);
    expect(violations, violations.join('\n')).toEqual([]);
  }, 600_000);

  // After the budgets' build: every script the browser may run starts with V8's compile hint.
  it('every script of every package starts with the compile hint, its content hash counting it', async () => {
    await buildFrontEnds(FRONT_END_PACKAGES, { log: () => {} });
    for (const pkg of FRONT_END_PACKAGES) {
      const scripts = readdirSync(distDir(pkg)).filter((file) => file.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(0);
      const unhinted = scripts.filter((file) => !readFileSync(path.join(distDir(pkg), file), 'utf8').startsWith(`${COMPILE_HINT}\n`));
      expect(unhinted, pkg).toEqual([]);
    }
  }, 600_000);
});
