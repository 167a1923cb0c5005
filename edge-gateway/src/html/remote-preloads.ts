import { FIRST_PAINT_REMOTES, REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE, type RuntimeConfig } from '@chainwork/shared-config';
import type { Preload } from './markup';

/**
 * What the page will fetch for each remote its first paint renders (`FIRST_PAINT_REMOTES`)
 * in the version this visitor is served, known here because the gateway chose the
 * versions: the manifest (the federation runtime fetches it) and the container script
 * next to it. Hinted with the shell's own scripts (in the template they wait in until the
 * first paint, src/html/rewrite.ts), the browser fetches them while the shell's scripts
 * download instead of after they have run.
 */
export function remotePreloads(remotes: RuntimeConfig['remotes']): Preload[] {
  return FIRST_PAINT_REMOTES.flatMap((name) => {
    const manifest = remotes[name];
    if (!manifest?.endsWith(`/${REMOTE_MANIFEST_FILE}`)) return [];
    const entry = `${manifest.slice(0, -REMOTE_MANIFEST_FILE.length)}${REMOTE_ENTRY_FILE}`;
    return [
      { href: manifest, as: 'fetch' as const },
      { href: entry, as: 'script' as const },
    ];
  });
}
