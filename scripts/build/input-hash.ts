import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, SHARED_CONFIG_DIR, packageDir } from './paths';

/** Folders whose content is output or tooling state, never a build input. */
const IGNORED_DIRS = new Set(['node_modules', 'dist', '.wrangler', '.turbo', 'coverage']);
/** Package-root files that do not change what the bundler emits. */
const IGNORED_ROOT_FILE = /\.md$/i;

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!IGNORED_DIRS.has(entry.name)) out.push(...listFiles(full));
    } else if (entry.isFile()) {
      out.push(full);
    }
  }
  return out;
}

/** Every file whose change must rebuild `pkg`, as absolute paths in a stable order. */
export function buildInputs(pkg: string): string[] {
  const dir = packageDir(pkg);
  const rootFiles = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isFile() && !IGNORED_ROOT_FILE.test(e.name))
      .map((e) => path.join(dir, e.name))
    : [];
  const files = [
    ...rootFiles, // package.json, rspack.config.ts, index.html, tsconfig.json, ...
    ...listFiles(path.join(dir, 'src')),
    ...listFiles(path.join(SHARED_CONFIG_DIR, 'src')),
    ...listFiles(path.join(REPO_ROOT, 'scripts', 'build')),
    path.join(REPO_ROOT, 'scripts', 'build.ts'),
    path.join(REPO_ROOT, 'package-lock.json'),
  ];
  return [...new Set(files)].filter((f) => existsSync(f) && statSync(f).isFile()).sort();
}

/** sha256 over each input's repo-relative path and bytes: renames count as changes too. */
export function inputHash(pkg: string): string {
  const hash = createHash('sha256');
  for (const file of buildInputs(pkg)) {
    hash.update(path.relative(REPO_ROOT, file).split(path.sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}
