/**
 * Visitors before imports. An import is background work: nobody waits for a given board to be
 * read a minute sooner, while a visitor waits for every search. Where the import and the
 * visitors share a thread (local D1 and every Worker run on one workerd thread), a search waits
 * behind whatever import work is queued when it arrives, so while visitors are being answered
 * each lane of the import leaves the thread idle for IMPORT_PACE_WITH_VISITORS times what its
 * last source took. Without visitors it runs at full speed. The pace is bounded, so a stream of
 * requests makes an import at most 1 + pace times as long as it would be beside them anyway, and
 * never stops it.
 */

/** Idle time after a source, as a multiple of that source's own time, while visitors are answered. */
export const IMPORT_PACE_WITH_VISITORS = 20;
/** A visitor's request counts this long after it was answered (the next one of a session is usually close). */
export const VISITOR_WINDOW_MS = 1_000;

export interface VisitorActivity {
  /** Called when a visitor's request starts; the returned function when it has been answered. */
  started(): () => void;
  /** Whether a visitor's request is being answered, or was answered within VISITOR_WINDOW_MS. */
  active(): boolean;
}

/** The activity of one isolate's visitors (a Worker's requests and its queue consumer share the isolate's memory). */
export function visitorActivity(now: () => number = () => Date.now()): VisitorActivity {
  let inFlight = 0;
  let lastAnswered = Number.NEGATIVE_INFINITY;
  return {
    started() {
      inFlight += 1;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        inFlight -= 1;
        lastAnswered = now();
      };
    },
    active: () => inFlight > 0 || now() - lastAnswered <= VISITOR_WINDOW_MS,
  };
}

/** This isolate's visitors: the api's HTTP app marks them (http/app.ts), the imports' consumer reads them. */
export const isolateVisitors = visitorActivity();

/**
 * What a lane does after a source that took `busyMs`: nothing without visitors, else waits
 * `pace` times as long. Returns the milliseconds waited.
 */
export async function makeWayForVisitors(
  busyMs: number,
  visitors: VisitorActivity,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  pace: number = IMPORT_PACE_WITH_VISITORS,
): Promise<number> {
  if (!visitors.active() || busyMs <= 0) return 0;
  const ms = Math.round(busyMs * pace);
  await sleep(ms);
  return ms;
}
