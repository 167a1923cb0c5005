/**
 * The read budget's accounting: `spend(key, units)` says whether a client may spend that
 * many units now and, if not, when to come back. Values: READ_BUDGET of shared-config.
 *
 * - `bindingReadLimiter`: the Workers Rate Limiting binding READ_RATE_LIMITER
 *   (wrangler.jsonc), which counts calls, not weights: a request of N units is N calls, and
 *   it is allowed when all of them are. The binding's counters are per Cloudflare location
 *   and eventually consistent, which is what it is for: stopping floods, not metering.
 * - `TokenBucketLimiter`: in memory, per isolate, where no binding exists (wrangler dev,
 *   tests). A client's bucket holds `units` and refills continuously over the period, so a
 *   visitor's burst passes and a flood gets the sustained rate only.
 */
import { READ_BUDGET } from '@chainwork/shared-config';

export interface ReadSpend {
  allowed: boolean;
  /** Seconds until the request could pass; only when refused. */
  retryAfterS?: number;
}

export interface ReadLimiter {
  /** Takes `units` if the client has them; else takes nothing and says when to come back. */
  spend(key: string, units: number): Promise<ReadSpend>;
  /** Takes `units` whatever is left (what an answer turned out to cost): the client may end in debt. */
  charge(key: string, units: number): Promise<void>;
}

/** The most units one charge takes from the binding; a debt beyond a period's budget changes nothing. */
const MAX_CHARGE_CALLS = 200;

export function bindingReadLimiter(binding: RateLimit, periodSeconds: number = READ_BUDGET.periodSeconds): ReadLimiter {
  return {
    async spend(key, units) {
      const results = await Promise.all(Array.from({ length: units }, () => binding.limit({ key })));
      return results.every((result) => result.success) ? { allowed: true } : { allowed: false, retryAfterS: periodSeconds };
    },
    async charge(key, units) {
      await Promise.all(Array.from({ length: Math.min(units, MAX_CHARGE_CALLS) }, () => binding.limit({ key })));
    },
  };
}

/** Buckets kept at most; beyond it the least recently refilled are dropped (a flood of keys cannot grow memory). */
const MAX_KEYS = 10_000;

export class TokenBucketLimiter implements ReadLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perMs: number;

  constructor(private readonly options: { units: number; periodSeconds: number; now?: () => number } = READ_BUDGET) {
    this.perMs = options.units / (options.periodSeconds * 1000);
  }

  /** The client's tokens now, its bucket taken out of the map (callers put it back, most recent last). */
  private take(key: string, now: number): number {
    const previous = this.buckets.get(key);
    this.buckets.delete(key);
    if (this.buckets.size >= MAX_KEYS) this.buckets.delete(this.buckets.keys().next().value!);
    return previous ? Math.min(this.options.units, previous.tokens + (now - previous.at) * this.perMs) : this.options.units;
  }

  async charge(key: string, units: number): Promise<void> {
    const now = (this.options.now ?? Date.now)();
    // At most one period's budget of debt: a client is never shut out for longer than a period.
    this.buckets.set(key, { tokens: Math.max(-this.options.units, this.take(key, now) - units), at: now });
  }

  async spend(key: string, units: number): Promise<ReadSpend> {
    const now = (this.options.now ?? Date.now)();
    const tokens = this.take(key, now);
    if (tokens >= units) {
      this.buckets.set(key, { tokens: tokens - units, at: now });
      return { allowed: true };
    }
    this.buckets.set(key, { tokens, at: now });
    // A request larger than the whole budget waits for a full bucket; it is never allowed
    // more than one budget at once.
    const missing = Math.min(units, this.options.units) - tokens;
    return { allowed: false, retryAfterS: Math.max(1, Math.ceil(missing / this.perMs / 1000)) };
  }
}
