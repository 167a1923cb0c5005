/**
 * Load shedding: at most `max` api calls in flight per isolate, per key. Past it the
 * caller answers at once (the api is busy: a tRPC 503 with Retry-After, generic metadata
 * for a document, a feed's 503) instead of queueing more work behind work the api cannot
 * finish in time: a queue is what made every visitor wait seconds under a flood, and what
 * let the flood starve the timers of the deadlines themselves.
 *
 * A slot is held from the call until its answer has been read (or its deadline passed).
 */
export class LoadShedder {
  private readonly inFlight = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** A release function when a slot was free, else null. Release exactly once. */
  enter(key = ''): (() => void) | null {
    const current = this.inFlight.get(key) ?? 0;
    if (current >= this.max) return null;
    this.inFlight.set(key, current + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.inFlight.get(key) ?? 1) - 1;
      if (left <= 0) this.inFlight.delete(key);
      else this.inFlight.set(key, left);
    };
  }

  /** Calls in flight for a key (all of them for the default key). */
  count(key = ''): number {
    return this.inFlight.get(key) ?? 0;
  }
}
