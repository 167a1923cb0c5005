import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { distDir } from './paths';

/**
 * `<pkg>/dist/.build-stamp` holds the input hash of the build that produced dist/.
 * It lives inside dist so that deleting dist (or rspack's `clean`) also forgets it.
 * A dot file, so publishers that skip dot files do not ship it.
 */
export const STAMP_FILE = '.build-stamp';

export function stampPath(pkg: string): string {
  return path.join(distDir(pkg), STAMP_FILE);
}

export function readStamp(pkg: string): string | null {
  const file = stampPath(pkg);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

export function writeStamp(pkg: string, hash: string): void {
  writeFileSync(stampPath(pkg), `${hash}\n`);
}
