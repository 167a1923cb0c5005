/**
 * What the chosen versions become on the way out: the remote map the shell registers
 * (only remotes that have a live version, so the shell never fetches a manifest that
 * cannot exist) and the debug header naming every version served.
 */
import { FRONT_END_PACKAGES, REMOTES, REMOTE_MANIFEST_FILE, assetUrl, type RemoteName, type RuntimeConfig } from '@chainwork/shared-config';
import type { Choices } from './choose';

export { ROUTING_HEADER, VERSIONS_HEADER } from '@chainwork/shared-config';

/** package -> the version this request is served. Packages with no servable version are absent. */
export type ChosenVersions = Partial<Record<string, string>>;

export function remoteManifestMap(versions: ChosenVersions): RuntimeConfig['remotes'] {
  const remotes: RuntimeConfig['remotes'] = {};
  for (const name of Object.keys(REMOTES) as RemoteName[]) {
    const pkg = REMOTES[name].package;
    const version = versions[pkg];
    if (version) remotes[name] = assetUrl(pkg, version, REMOTE_MANIFEST_FILE);
  }
  return remotes;
}

/** Only the versions actually chosen, as a plain record for `window.__CHAINWORK__.versions`. */
export function servedVersions(versions: ChosenVersions): Record<string, string> {
  return Object.fromEntries(Object.entries(versions).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** `shell-app=abc123;remote-jobs=def456`, front-end packages first in their usual order. */
export function versionsHeaderValue(versions: ChosenVersions): string {
  const known = FRONT_END_PACKAGES.filter((pkg) => versions[pkg]);
  const others = Object.keys(versions)
    .filter((pkg) => versions[pkg] && !known.includes(pkg as never))
    .sort();
  return [...known, ...others].map((pkg) => `${pkg}=${versions[pkg]}`).join(';');
}

/** `shell-app=weighted;remote-jobs=pinned`: why each version was chosen, for operators and tests. */
export function routingHeaderValue(choices: Choices): string {
  const versions = Object.fromEntries(Object.entries(choices).map(([pkg, choice]) => [pkg, choice?.reason]));
  return versionsHeaderValue(versions);
}
