/**
 * Rate limiting of mutations per client. The interface is the Workers Rate Limiting
 * binding's own (`limit({ key }) -> { success }`), so the binding configured in
 * wrangler.jsonc is used as is; the in-memory fixed window stands in where no binding is
 * configured (plain `app.request` tests, other runtimes). Values: MUTATION_RATE_LIMIT.
 */
import { MUTATION_RATE_LIMIT } from '@chainwork/shared-config';

export interface RateLimiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** Keys kept at most; beyond it the oldest windows are dropped first (a flood of keys cannot grow memory). */
const MAX_KEYS = 10_000;

export class FixedWindowLimiter implements RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly options: { limit: number; periodSeconds: number; now?: () => number } = MUTATION_RATE_LIMIT) {}

  async limit({ key }: { key: string }): Promise<{ success: boolean }> {
    const now = (this.options.now ?? Date.now)();
    const periodMs = this.options.periodSeconds * 1000;
    let window = this.windows.get(key);
    if (!window || now - window.start >= periodMs) {
      this.windows.delete(key);
      if (this.windows.size >= MAX_KEYS) this.windows.delete(this.windows.keys().next().value!);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { success: window.count <= this.options.limit };
  }
}
