/** The local store: the gateway's R2 and KV bindings on the shared state folder (getPlatformProxy). */
import { GATEWAY_CONFIG, stateDir } from '../lib/paths';
import { withPlatform } from '../lib/platform';
import type { RoutesStore, StoreBindings } from './store';

export function withLocalStore<T>(work: (store: RoutesStore) => Promise<T>, dir: string = stateDir()): Promise<T> {
  return withPlatform<StoreBindings, T>(GATEWAY_CONFIG, (env) => work({ description: `local (${dir})`, env }), dir);
}
