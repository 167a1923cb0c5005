import type { ShellConfig } from './runtime-config';

export interface RemoteRegistration { name: string; entry: string }

/**
 * The remotes to register with the Module Federation runtime, straight from the map the
 * gateway injected. Entries stay as given (same-origin `/_mf/...` manifest URLs): the
 * shell knows no remote URL of its own.
 */
export function remoteRegistrations(config: Pick<ShellConfig, 'remotes'>): RemoteRegistration[] {
  return Object.entries(config.remotes)
    .filter((pair): pair is [string, string] => typeof pair[1] === 'string')
    .map(([name, entry]) => ({ name, entry }));
}
