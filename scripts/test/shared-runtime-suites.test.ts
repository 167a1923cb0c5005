import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/paths';

/**
 * The packages whose vitest config runs every file in one runtime (`isolate: false`): a
 * module mock there would reach the files after the one that set it, so none may mock.
 */
const SHARED_RUNTIME_PACKAGES = ['api', 'edge-gateway'];

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.test\.[jt]sx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('test suites that share one runtime across files', () => {
  for (const pkg of SHARED_RUNTIME_PACKAGES) {
    it(`${pkg}: runs with isolate: false, and no test file mocks a module`, () => {
      const config = readFileSync(path.join(REPO_ROOT, pkg, 'vitest.config.ts'), 'utf8');
      expect(config).toMatch(/^\s*isolate: false,/m);
      const mocking = testFiles(path.join(REPO_ROOT, pkg, 'src'))
        .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')))
        .map((file) => path.relative(REPO_ROOT, file));
      expect(mocking).toEqual([]);
    });
  }
});
