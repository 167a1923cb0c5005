/**
 * What the gateway remembers between requests, per isolate: the routing table for a
 * moment, version health for a few seconds, shell templates (immutable per version), the
 * api's circuit breaker, the cap on api calls in flight, the in-memory rate limiter and read
 * budgets, throttled warnings. One instance per `createApp()`, so each test starts clean and
 * the Worker keeps one for its isolate's life.
 */
import { API_MAX_IN_FLIGHT, MUTATION_RATE_LIMIT, READ_BUDGET } from '@chainwork/shared-config';
import { TemplateCache } from './html/template-cache';
import { FirstViewStylesCache } from './html/first-view-styles';
import { FIRST_PAGE_API_CALLS, FIRST_PAGE_SHARE_OF_API_SLOTS } from './meta/search-first-page';
import { ThrottledLog } from './log/throttled';
import { FixedWindowLimiter, type RateLimiter } from './rate-limit/limiter';
import { TokenBucketLimiter, type ReadLimiter } from './rate-limit/read-limiter';
import type { TarpitOptions } from './rate-limit/tarpit';
import { CircuitBreaker, type BreakerOptions } from './resilience/circuit-breaker';
import { LoadShedder } from './resilience/load-shedder';
import { DEFAULT_HEALTH_CACHE_MS, VersionHealth } from './routing/health';
import { DEFAULT_TABLE_CACHE_MS, cachedTableReader } from './routing/table';

export interface GatewayOptions {
  /** How long a job page waits for the api before serving generic metadata. */
  apiTimeoutMs?: number;
  /** How long `/api/trpc` waits for the api (headers and body) before a 504. */
  trpcTimeoutMs?: number;
  /** How long `/rss.xml` and `/sitemap.xml` wait for the api before a 503. */
  feedTimeoutMs?: number;
  routingCacheMs?: number;
  healthCacheMs?: number;
  breaker?: BreakerOptions;
  /** Cookie names the api needs; every other cookie stays at the gateway. */
  apiCookies?: readonly string[];
  /** Replaces the MUTATION_RATE_LIMITER binding and the in-memory fallback. */
  rateLimiter?: RateLimiter;
  /** Replaces the READ_RATE_LIMITER binding and the in-memory buckets. */
  readLimiter?: ReadLimiter;
  /** Api calls in flight per isolate before shedding (API_MAX_IN_FLIGHT). */
  maxApiInFlight?: number;
  /** One client's queries at the api at once (API_MAX_IN_FLIGHT_PER_CLIENT). */
  maxInFlightPerClient?: number;
  /** How long refusals of the read budget are held (see rate-limit/tarpit.ts). */
  tarpit?: TarpitOptions;
  now?: () => number;
}

export const DEFAULT_TRPC_TIMEOUT_MS = 10_000;
export const DEFAULT_FEED_TIMEOUT_MS = 5000;

export interface GatewayState {
  options: GatewayOptions;
  readTable: ReturnType<typeof cachedTableReader>;
  health: VersionHealth;
  breaker: CircuitBreaker;
  shedder: LoadShedder;
  /**
   * First search pages being fetched for documents of `/`, each two api calls: at most
   * FIRST_PAGE_SHARE_OF_API_SLOTS of the api slots (`shedder`) between them.
   */
  firstPages: LoadShedder;
  /** The in-memory mutation limiter at a RATE_LIMIT_SCALE (one per scale, kept for the isolate's life). */
  memoryLimiter(scale: number): RateLimiter;
  /** The in-memory read budget at a RATE_LIMIT_SCALE. */
  memoryReadLimiter(scale: number): ReadLimiter;
  templates: TemplateCache;
  /** Remotes' prebuilt first-view styles per version (html/first-view-styles.ts). */
  firstViewStyles: FirstViewStylesCache;
  warnings: ThrottledLog;
}

/** One instance per scale, made on first use: the buckets must outlive a request. */
function perScale<T>(make: (scale: number) => T): (scale: number) => T {
  const made = new Map<number, T>();
  return (scale) => {
    const existing = made.get(scale);
    if (existing) return existing;
    const created = make(scale);
    made.set(scale, created);
    return created;
  };
}

export function createGatewayState(options: GatewayOptions = {}): GatewayState {
  const now = options.now ?? Date.now;
  const healthCacheMs = options.healthCacheMs ?? DEFAULT_HEALTH_CACHE_MS;
  const warnings = new ThrottledLog(Math.max(healthCacheMs, 1000), now);
  return {
    options,
    readTable: cachedTableReader({ ttlMs: options.routingCacheMs ?? DEFAULT_TABLE_CACHE_MS, now }),
    health: new VersionHealth({
      ttlMs: healthCacheMs,
      now,
      onUnhealthy: (pkg, version, reason) =>
        warnings.warn(`unhealthy:${pkg}@${version}`, `routing: ${pkg}@${version} is not servable: ${reason}`),
    }),
    breaker: new CircuitBreaker({ now, ...options.breaker }),
    shedder: new LoadShedder(options.maxApiInFlight ?? API_MAX_IN_FLIGHT),
    firstPages: new LoadShedder(
      Math.floor(((options.maxApiInFlight ?? API_MAX_IN_FLIGHT) * FIRST_PAGE_SHARE_OF_API_SLOTS) / FIRST_PAGE_API_CALLS),
    ),
    memoryLimiter: perScale((scale) => new FixedWindowLimiter({ ...MUTATION_RATE_LIMIT, limit: MUTATION_RATE_LIMIT.limit * scale, now })),
    memoryReadLimiter: perScale((scale) => new TokenBucketLimiter({ ...READ_BUDGET, units: READ_BUDGET.units * scale, now })),
    templates: new TemplateCache(),
    firstViewStyles: new FirstViewStylesCache(),
    warnings,
  };
}
