/**
 * The public API's limits (PUBLIC_API_LIMITS of shared-config): a call with an API key spends
 * from that key's bucket, any other from its client's (the address, as for the read budget).
 * The gateway cannot tell a good key from a bad one (the api does, and answers 401), so it
 * keys the bucket by a hash of the presented key and never keeps the key itself; each 401
 * the api gives a client is charged to that client's own bucket, and a client in debt from
 * them is refused whatever key it sends: guessing keys cannot buy a guesser a fresh budget.
 * Token buckets in memory, per isolate, at the gateway's RATE_LIMIT_SCALE.
 */
import { API_KEY_HEADER, API_KEY_PATTERN, PUBLIC_API_LIMITS } from '@chainwork/shared-config/public-api';
import { sha256Hex } from '@chainwork/shared-config/sha256';
import { TokenBucketLimiter, type ReadSpend } from './read-limiter';

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

export class PublicApiLimiter {
  private readonly anonymous: TokenBucketLimiter;
  private readonly keyed: TokenBucketLimiter;

  constructor(scale = 1, now?: () => number) {
    const at = (limit: { units: number; periodSeconds: number }) => ({ ...limit, units: limit.units * scale, ...(now ? { now } : {}) });
    this.anonymous = new TokenBucketLimiter(at(PUBLIC_API_LIMITS.anonymous));
    this.keyed = new TokenBucketLimiter(at(PUBLIC_API_LIMITS.keyed));
  }

  /** Takes one call from the key's bucket (after checking the client owes nothing), or from the client's. */
  async spend(call: PublicApiCall): Promise<ReadSpend> {
    if (call.apiKey === null) return call.client === null ? { allowed: true } : this.anonymous.spend(call.client, 1);
    if (call.client !== null) {
      const owes = await this.anonymous.spend(call.client, 0);
      if (!owes.allowed) return owes;
    }
    return this.keyed.spend(`key:${(await sha256Hex(call.apiKey)).slice(0, 32)}`, 1);
  }

  /** The api refused the presented key: the client pays for the attempt. */
  async refusedKey(call: PublicApiCall): Promise<void> {
    if (call.client !== null) await this.anonymous.charge(call.client, 1);
  }
}
