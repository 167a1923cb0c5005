import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `<pkg>/dist/.chunk-groups.json`, written by compile.ts: the JS files of each named chunk
 * group (the entry `main`, named dynamic imports such as `bootstrap`, a remote's container
 * and each `__federation_expose_X`). A dot file, so the publisher never ships it.
 */
export const CHUNK_GROUPS_FILE = '.chunk-groups.json';

export type ChunkGroups = Record<string, string[]>;

export function readChunkGroups(dist: string): ChunkGroups {
  const file = path.join(dist, CHUNK_GROUPS_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing; rebuild with \`npm run build -- --force\``);
  return JSON.parse(readFileSync(file, 'utf8')) as ChunkGroups;
}
