/**
 * A log line per event kind per window: a broken version would otherwise be reported on
 * every request that skips it, burying everything else in the Worker's log.
 */
import { logWarn } from './log';

export class ThrottledLog {
  private readonly last = new Map<string, number>();

  constructor(
    private readonly windowMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  warn(key: string, message: string): void {
    const at = this.now();
    const previous = this.last.get(key);
    if (previous !== undefined && at - previous < this.windowMs) return;
    this.last.set(key, at);
    // The keys are versions and failure kinds, a small set; still, never grow without bound.
    if (this.last.size > 1000) this.last.clear();
    logWarn(message);
  }
}
