import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/paths';
import { BROWSER_PACKAGES, readTsconfig, typecheckPrograms, type TsconfigFacts } from './typecheck-programs';

const browser = {
  extends: '../tsconfig.base.json',
  compilerOptions: { lib: ['ES2023', 'DOM'], jsx: 'react-jsx' },
  include: ['src', '*.ts'],
};
const workers = {
  extends: '../tsconfig.base.json',
  compilerOptions: { lib: ['ES2023'], types: ['@cloudflare/workers-types'] },
  include: ['src', 'test'],
};

function plan(configs: Record<string, TsconfigFacts>) {
  return typecheckPrograms('/repo', Object.keys(configs), (file) => configs[path.basename(path.dirname(file))]!, '/repo/.cache');
}

describe('typecheckPrograms', () => {
  it('checks the browser packages as one program of all their files, in the place of the first', () => {
    const { programs, notes } = plan({ repo: {}, 'shared-config': browser, api: workers, 'shell-app': browser, 'remote-jobs': browser });
    expect(notes).toEqual([]);
    expect(programs.map((p) => p.label)).toEqual(['repo', 'shared-config + shell-app + remote-jobs', 'api']);
    const combined = programs[1]!;
    expect(combined.project).toBe('/repo/.cache/tsconfig.browser-packages.json');
    expect(combined.write?.json).toEqual({
      extends: '/repo/tsconfig.base.json',
      compilerOptions: browser.compilerOptions,
      include: [
        '/repo/shared-config/src',
        '/repo/shared-config/*.ts',
        '/repo/shell-app/src',
        '/repo/shell-app/*.ts',
        '/repo/remote-jobs/src',
        '/repo/remote-jobs/*.ts',
      ],
    });
  });

  it('checks a member whose options drift alone, and says so', () => {
    const drifted = { ...browser, compilerOptions: { ...browser.compilerOptions, strict: false } };
    const { programs, notes } = plan({ 'shared-config': browser, 'shell-app': drifted, 'remote-jobs': browser });
    expect(programs.map((p) => p.label)).toEqual(['shared-config + remote-jobs', 'shell-app']);
    expect(notes).toEqual(["shell-app's tsconfig.json differs from shared-config's: checked alone"]);
  });

  it('never puts the Workers packages together: each declares the bindings its own tests see', () => {
    expect(BROWSER_PACKAGES).not.toContain('api');
    expect(BROWSER_PACKAGES).not.toContain('edge-gateway');
    const { programs } = plan({ api: workers, 'edge-gateway': workers });
    expect(programs.map((p) => p.project)).toEqual(['api', 'edge-gateway']);
  });

  it("the repository's browser packages agree today, so they are one program", () => {
    const dirs = BROWSER_PACKAGES.filter((dir) => existsSync(path.join(REPO_ROOT, dir, 'tsconfig.json')));
    const { programs, notes } = typecheckPrograms(REPO_ROOT, dirs, readTsconfig, '/unused');
    expect(notes).toEqual([]);
    expect(programs).toHaveLength(1);
  });
});
