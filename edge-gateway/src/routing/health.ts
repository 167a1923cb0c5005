/**
 * Is a published version servable? Its entry file (the shell's index.html, a remote's
 * mf-manifest.json) must exist in the asset store and not be empty. Results are cached
 * per isolate for a few seconds, so a request costs no store round trip in steady state
 * and a deleted or repaired version is noticed within that time.
 */
import { REMOTE_MANIFEST_FILE, SHELL_PACKAGE, SHELL_TEMPLATE_FILE, assetKey } from '@chainwork/shared-config';
import { logError } from '../log/log';

export const DEFAULT_HEALTH_CACHE_MS = 5000;

/** The slice of an R2 bucket the check uses, so a test can count calls. */
export interface HeadableStore {
  head(key: string): Promise<{ size: number } | null>;
}

export type Health = { healthy: true } | { healthy: false; reason: string };

export function entryFileOf(pkg: string): string {
  return pkg === SHELL_PACKAGE ? SHELL_TEMPLATE_FILE : REMOTE_MANIFEST_FILE;
}

export class VersionHealth {
  private readonly cache = new Map<string, { expires: number; result: Promise<Health> }>();

  constructor(
    private readonly options: {
      ttlMs?: number;
      now?: () => number;
      onUnhealthy?: (pkg: string, version: string, reason: string) => void;
    } = {},
  ) {}

  check(store: HeadableStore, pkg: string, version: string): Promise<Health> {
    const now = (this.options.now ?? Date.now)();
    const key = assetKey(pkg, version, entryFileOf(pkg));
    const cached = this.cache.get(key);
    if (cached && cached.expires > now) return cached.result;
    const result = this.probe(store, pkg, version, key);
    this.cache.set(key, { expires: now + (this.options.ttlMs ?? DEFAULT_HEALTH_CACHE_MS), result });
    return result;
  }

  private async probe(store: HeadableStore, pkg: string, version: string, key: string): Promise<Health> {
    let object: { size: number } | null;
    try {
      object = await store.head(key);
    } catch (error) {
      // The store itself failing says nothing about this version; do not skip it, retry next time.
      this.cache.delete(key);
      logError(`routing: health check of ${pkg}@${version} failed:`, error);
      return { healthy: true };
    }
    const health: Health = !object
      ? { healthy: false, reason: `${entryFileOf(pkg)} missing from the asset store` }
      : object.size === 0
        ? { healthy: false, reason: `${entryFileOf(pkg)} is empty` }
        : { healthy: true };
    if (!health.healthy) this.options.onUnhealthy?.(pkg, version, health.reason);
    return health;
  }
}
