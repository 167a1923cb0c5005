/**
 * The public API's limits (PUBLIC_API_LIMITS of shared-config): a call with an API key spends
 * from that key's budget, any other from its client's (the address, as for the read budget).
 * The gateway cannot tell a good key from a bad one (the api does, and answers 401), so it
 * keys the budget by a hash of the presented key and never keeps the key itself. Each 401 the
 * api gives a client is charged to that client's own budget and to its count of refused keys
 * here; a client whose refused keys outrun a budget is refused whatever key it sends, so
 * guessing keys cannot buy a guesser a fresh budget.
 *
 * On Cloudflare the budgets are the Rate Limiting bindings PUBLIC_API_ANONYMOUS_LIMITER and
 * PUBLIC_API_KEY_LIMITER (wrangler.jsonc; counters per location); elsewhere, or at a
 * RATE_LIMIT_SCALE other than 1, token buckets in memory. Refused keys are counted in memory.
 */
import { API_KEY_HEADER, API_KEY_PATTERN, PUBLIC_API_LIMITS } from '@chainwork/shared-config/public-api';
import { sha256Hex } from '@chainwork/shared-config/sha256';
import { bindingReadLimiter, TokenBucketLimiter, type ReadLimiter, type ReadSpend } from './read-limiter';

/** The whole key in `Authorization: Bearer cw_...`, or null (no header, or not a key: the api answers that with a 401). */
export function presentedApiKey(headers: Headers): string | null {
  const match = /^bearer +(\S+)$/i.exec(headers.get(API_KEY_HEADER)?.trim() ?? '');
  return match && API_KEY_PATTERN.test(match[1]!) ? match[1]! : null;
}

export interface PublicApiCall {
  /** The client's address key (rate-limit/client-key.ts), or null when it cannot be told apart. */
  client: string | null;
  /** The presented key, if any. */
  apiKey: string | null;
}

export interface PublicApiBudgets {
  anonymous: ReadLimiter;
  keyed: ReadLimiter;
}

/** The budgets as Rate Limiting bindings. */
export function boundBudgets(anonymous: RateLimit, keyed: RateLimit): PublicApiBudgets {
  return {
    anonymous: bindingReadLimiter(anonymous, PUBLIC_API_LIMITS.anonymous.periodSeconds),
    keyed: bindingReadLimiter(keyed, PUBLIC_API_LIMITS.keyed.periodSeconds),
  };
}

/** The budgets in memory, at a scale. */
export function memoryBudgets(scale = 1, now?: () => number): PublicApiBudgets {
  const at = (limit: { units: number; periodSeconds: number }) => ({ ...limit, units: limit.units * scale, ...(now ? { now } : {}) });
  return { anonymous: new TokenBucketLimiter(at(PUBLIC_API_LIMITS.anonymous)), keyed: new TokenBucketLimiter(at(PUBLIC_API_LIMITS.keyed)) };
}

export class PublicApiLimiter {
  /** Refused keys per client: a bucket of a budget's size that 401s drain and time refills. */
  private readonly refusals: TokenBucketLimiter;

  constructor(
    private readonly budgets: PublicApiBudgets,
    options: { scale?: number; now?: () => number } = {},
  ) {
    const { units, periodSeconds } = PUBLIC_API_LIMITS.anonymous;
    this.refusals = new TokenBucketLimiter({
      units: units * (options.scale ?? 1),
      periodSeconds,
      ...(options.now ? { now: options.now } : {}),
    });
  }

  /** Takes one call from the key's budget (once the client's refused keys allow it), or from the client's. */
  async spend(call: PublicApiCall): Promise<ReadSpend> {
    if (call.apiKey === null) return call.client === null ? { allowed: true } : this.budgets.anonymous.spend(call.client, 1);
    if (call.client !== null) {
      // Zero units: refused only when the client's refused keys have put it in debt.
      const standing = await this.refusals.spend(call.client, 0);
      if (!standing.allowed) return standing;
    }
    return this.budgets.keyed.spend(`key:${(await sha256Hex(call.apiKey)).slice(0, 32)}`, 1);
  }

  /** The api refused the presented key: the client pays for the attempt. */
  async refusedKey(call: PublicApiCall): Promise<void> {
    if (call.client === null) return;
    await this.refusals.charge(call.client, 1);
    await this.budgets.anonymous.charge(call.client, 1);
  }
}
