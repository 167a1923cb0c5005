/**
 * What a request cost the api beyond a cached answer, for the gateway's read budget: each
 * cache the request missed adds its COLD_READ_COSTS units (a facet count computed afresh
 * costs many, a prefix looked up one). The request's caches are the isolate's, wrapped so
 * that a computation run for this request is counted; the handler reports the sum in
 * READ_COST_HEADER, and the gateway charges the client for it after the answer.
 */
import { COLD_READ_COSTS } from '@chainwork/shared-config';
import type { ApiCaches } from './api-caches';
import type { Cache } from './ttl-cache';

const meters = new WeakMap<ApiCaches, { units: number }>();

function metered<V>(cache: Cache<V>, meter: { units: number }, units: number): Cache<V> {
  return {
    get: (key, nowMs, compute) =>
      cache.get(key, nowMs, () => {
        meter.units += units;
        return compute();
      }),
    peek: (key, nowMs) => cache.peek(key, nowMs),
    set: (key, nowMs, value) => cache.set(key, nowMs, value),
    get size() {
      return cache.size;
    },
  };
}

/** The isolate's caches, seen by one request: same entries, its own meter. */
export function meteredCaches(caches: ApiCaches): ApiCaches {
  const meter = { units: 0 };
  const wrapped: ApiCaches = {
    facets: metered(caches.facets, meter, COLD_READ_COSTS.facets),
    insights: metered(caches.insights, meter, COLD_READ_COSTS.insights),
    prefixWords: metered(caches.prefixWords, meter, COLD_READ_COSTS.prefixWords),
    totals: metered(caches.totals, meter, COLD_READ_COSTS.totals),
    // Not a per-search cache: its load after a write is part of a facet count's cold cost.
    facetMatrix: caches.facetMatrix,
  };
  meters.set(wrapped, meter);
  return wrapped;
}

/** Units the request's cache misses added so far (0 for caches that were not metered). */
export function coldCost(caches: ApiCaches): number {
  return meters.get(caches)?.units ?? 0;
}
