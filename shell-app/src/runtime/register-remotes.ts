import type { RuntimeConfig } from '@chainwork/shared-config';

export interface RemoteRegistration {
  name: string;
  entry: string;
}

/** A Module Federation container name, as REMOTES in shared-config spells them. */
const CONTAINER_NAME = /^[a-z][a-z0-9_]{0,63}$/;
/** Same-origin paths (what the gateway injects) or absolute http(s) URLs. */
const ENTRY_URL = /^(\/(?!\/)|https?:\/\/)\S+$/;

/**
 * The remotes to register with the Module Federation runtime, straight from the map the
 * gateway injected (`window.__CHAINWORK__.remotes`): the shell knows no remote URL of its
 * own. Malformed entries are dropped, so their slots show a fallback.
 *
 * This runs in the entry chunk, before the share scope exists, so it may not import any
 * shared module at runtime (shared-config, zod through it): hence the hand-written check.
 */
export function remoteRegistrations(remotes: RuntimeConfig['remotes'] | unknown): RemoteRegistration[] {
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) return [];
  return Object.entries(remotes as Record<string, unknown>)
    .filter((pair): pair is [string, string] => CONTAINER_NAME.test(pair[0]) && typeof pair[1] === 'string' && ENTRY_URL.test(pair[1]))
    .map(([name, entry]) => ({ name, entry }));
}
