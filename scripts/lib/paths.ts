import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root, whatever the caller's working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const GATEWAY_CONFIG = path.join(REPO_ROOT, 'edge-gateway/wrangler.jsonc');
export const API_CONFIG = path.join(REPO_ROOT, 'api/wrangler.jsonc');
export const D1_DATABASE_NAME = 'chainwork-db';

/**
 * The one folder holding local D1, R2 and KV. Every wrangler command gets it as
 * `--persist-to`, getPlatformProxy as `<dir>/v3` (docs/stack-notes.md#local-state-folder: the v3 level is the trap).
 */
export function stateDir(): string {
  return path.resolve(REPO_ROOT, process.env.CHAINWORK_STATE_DIR ?? '.wrangler/state');
}

export function platformPersistPath(dir: string = stateDir()): string {
  return path.join(dir, 'v3');
}
