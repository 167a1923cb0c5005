/**
 * A small in-memory cache with a time to live, per Worker isolate. It keeps promises,
 * so concurrent requests for the same key share one computation; a failed computation
 * is dropped at once instead of being served until it expires.
 */
/** What the api's code needs of a cache (so a request can meter what it computed). */
export interface Cache<V> {
  get(key: string, nowMs: number, compute: () => Promise<V>): Promise<V>;
  peek(key: string, nowMs: number): Promise<V> | undefined;
  set(key: string, nowMs: number, value: V): void;
  readonly size: number;
}

export class TtlCache<V> implements Cache<V> {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<V> }>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number }) {}

  get(key: string, nowMs: number, compute: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > nowMs) return hit.value;
    if (hit) this.entries.delete(key);

    const value = compute();
    this.entries.set(key, { expiresAt: nowMs + this.options.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    // Maps iterate in insertion order, so the first key is the oldest entry.
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  /** The entry for `key` if it is there and fresh, without computing anything. */
  peek(key: string, nowMs: number): Promise<V> | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > nowMs ? hit.value : undefined;
  }

  /** Replaces the entry for `key` (a value found stale by its caller). */
  set(key: string, nowMs: number, value: V): void {
    this.entries.delete(key);
    this.get(key, nowMs, async () => value);
  }

  get size(): number {
    return this.entries.size;
  }
}
