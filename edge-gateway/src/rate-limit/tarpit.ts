/**
 * Holds a refusal before sending it. A flooding client keeps each of its connections busy
 * in a loop: the faster the gateway refuses, the faster it asks again, and under wrangler
 * dev (one workerd thread for every client) the refusals alone crowd out everyone else.
 * Held for the time the client was told to wait (Retry-After, with some jitter so parked
 * connections do not all come back at once, and at most `maxMs`), a closed-loop flood
 * sends at the pace of its budget instead. A held answer costs a timer, no CPU.
 *
 * At most `maxHeld` answers wait at once per isolate; past that they are sent at once, so
 * a client opening connections by the thousand cannot turn the tarpit into a memory sink.
 */
export interface TarpitOptions {
  maxMs?: number;
  maxHeld?: number;
  /** How to wait; tests pass one that records instead. */
  pause?: (ms: number) => Promise<void>;
  random?: () => number;
}

export const TARPIT_MAX_MS = 10_000;
export const TARPIT_MAX_HELD = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class Tarpit {
  private held = 0;

  constructor(private readonly options: TarpitOptions = {}) {}

  /** `answer` after about `seconds` (between 80% and 100% of it), or at once when full. */
  async hold<T>(answer: T, seconds: number): Promise<T> {
    const maxMs = this.options.maxMs ?? TARPIT_MAX_MS;
    const ms = Math.min(maxMs, seconds * 1000) * (0.8 + 0.2 * (this.options.random ?? Math.random)());
    if (ms <= 0 || this.held >= (this.options.maxHeld ?? TARPIT_MAX_HELD)) return answer;
    this.held += 1;
    try {
      await (this.options.pause ?? wait)(Math.round(ms));
    } finally {
      this.held -= 1;
    }
    return answer;
  }
}
