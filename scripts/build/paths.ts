import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file so builds work from any working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function packageDir(pkg: string): string {
  return path.join(REPO_ROOT, pkg);
}

export function distDir(pkg: string): string {
  return path.join(packageDir(pkg), 'dist');
}
