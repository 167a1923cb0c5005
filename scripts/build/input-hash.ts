import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths';

/** Folders whose content is output or tooling state, never a build input. */
const IGNORED_DIRS = new Set(['node_modules', 'dist', '.wrangler', '.turbo', 'coverage']);
/** Documentation, tests and test set-up never change what the bundler emits. */
const IGNORED_FILE = /(\.md|\.test\.[cm]?[jt]sx?|^vitest\.[\w.]+)$/i;

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!IGNORED_DIRS.has(entry.name)) out.push(...listFiles(full));
    } else if (entry.isFile() && !IGNORED_FILE.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

/** Every file whose change must rebuild `pkg`, as absolute paths in a stable order. */
export function buildInputs(pkg: string, root: string = REPO_ROOT): string[] {
  const dir = path.join(root, pkg);
  const rootFiles = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isFile() && !IGNORED_FILE.test(e.name))
        .map((e) => path.join(dir, e.name))
    : [];
  const files = [
    ...rootFiles, // package.json, rspack.config.ts, index.html, tsconfig.json, ...
    ...listFiles(path.join(dir, 'src')),
    ...listFiles(path.join(root, 'shared-config', 'src')),
    ...listFiles(path.join(root, 'scripts', 'build')),
    path.join(root, 'scripts', 'build.ts'),
    path.join(root, 'package-lock.json'),
  ];
  return [...new Set(files)].filter((f) => existsSync(f) && statSync(f).isFile()).sort();
}

/** sha256 over each input's repo-relative path and bytes: renames count as changes too. */
export function inputHash(pkg: string, root: string = REPO_ROOT): string {
  const hash = createHash('sha256');
  for (const file of buildInputs(pkg, root)) {
    hash.update(path.relative(root, file).split(path.sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}
