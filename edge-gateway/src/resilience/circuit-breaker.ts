/**
 * A circuit breaker in front of the api. After `failureThreshold` failures in a row the
 * gateway stops calling the api for `openMs` (answering at once, with Retry-After), then
 * lets one probe through: a success closes the circuit, a failure opens it again. State
 * lives in the isolate, so each isolate learns about an outage by itself and recovers by
 * itself; no coordination is needed for that.
 */
import { logWarn } from '../log/log';

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  failureThreshold?: number;
  openMs?: number;
  now?: () => number;
}

export type Admission = { allowed: true } | { allowed: false; retryAfterMs: number };

export const DEFAULT_FAILURE_THRESHOLD = 5;
export const DEFAULT_OPEN_MS = 10_000;

export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  private probeStartedAt: number | null = null;
  private readonly threshold: number;
  private readonly openMs: number;
  private readonly now: () => number;

  constructor(options: BreakerOptions = {}) {
    this.threshold = options.failureThreshold ?? DEFAULT_FAILURE_THRESHOLD;
    this.openMs = options.openMs ?? DEFAULT_OPEN_MS;
    this.now = options.now ?? Date.now;
  }

  get state(): BreakerState {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt < this.openMs ? 'open' : 'half-open';
  }

  /** Asks to call the api. Every admitted call must end in `success()` or `failure()`. */
  admit(): Admission {
    if (this.openedAt === null) return { allowed: true };
    const at = this.now();
    const reopensAt = this.openedAt + this.openMs;
    if (at < reopensAt) return { allowed: false, retryAfterMs: reopensAt - at };
    // Half-open: one probe at a time. A probe that never reported (its isolate's request was
    // cancelled) does not block recovery for longer than one more open period.
    if (this.probeStartedAt !== null && at - this.probeStartedAt < this.openMs) {
      return { allowed: false, retryAfterMs: this.probeStartedAt + this.openMs - at };
    }
    this.probeStartedAt = at;
    return { allowed: true };
  }

  success(): void {
    this.failures = 0;
    this.openedAt = null;
    this.probeStartedAt = null;
  }

  failure(): void {
    this.failures += 1;
    if (this.probeStartedAt !== null || this.failures >= this.threshold) {
      if (this.openedAt === null || this.probeStartedAt !== null) {
        logWarn(`api circuit open for ${this.openMs} ms after ${this.failures} failure(s) in a row`);
      }
      this.openedAt = this.now();
      this.probeStartedAt = null;
    }
  }
}
