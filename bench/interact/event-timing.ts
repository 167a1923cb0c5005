/**
 * Interaction durations as Chrome computes INP from them: the Event Timing API reports one
 * entry per event (keydown, keyup, pointerdown, click...) that took at least the observer's
 * threshold, from the input's hardware timestamp to the next paint after its handlers; the
 * entries of one interaction (a key press, a tap) share an `interactionId`, and the
 * interaction's duration is the longest of them. Pure functions over the entries the page
 * recorded (`recorder.ts`), so they are tested without a browser.
 */

/** The fields of a PerformanceEventTiming entry read here. */
export interface EventEntry {
  name: string;
  entryType: string;
  interactionId: number;
  startTime: number;
  duration: number;
}

/** The observer's `durationThreshold`: the smallest the API allows (16 ms); shorter events are not reported. */
export const DURATION_THRESHOLD_MS = 16;

export interface Interaction {
  interactionId: number;
  startTime: number;
  /** The longest entry of the interaction, ms (the API rounds durations to 8 ms). */
  duration: number;
  /** The events it was made of, e.g. `pointerdown+pointerup+click`. */
  events: string;
}

/**
 * The interactions among `entries`, in the order they started: entries without an
 * interactionId (hover, scroll, a `first-input` twin already counted) are not interactions
 * or repeat one; each interaction takes its longest entry's duration.
 */
export function groupInteractions(entries: readonly EventEntry[]): Interaction[] {
  const byId = new Map<number, Interaction & { names: Set<string> }>();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    const known = byId.get(entry.interactionId);
    if (!known) {
      byId.set(entry.interactionId, {
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
        events: '',
        names: new Set([entry.name]),
      });
      continue;
    }
    known.duration = Math.max(known.duration, entry.duration);
    known.startTime = Math.min(known.startTime, entry.startTime);
    known.names.add(entry.name);
  }
  return [...byId.values()]
    .sort((a, b) => a.startTime - b.startTime)
    .map(({ names, ...interaction }) => ({ ...interaction, events: [...names].join('+') }));
}

/**
 * The durations of `expected` interactions the benchmark drove, from what the page reported.
 * One under the threshold is not reported at all: it counts as the threshold (at most that),
 * so a fast interaction is a sample too, not a gap that would raise the percentiles.
 */
export function interactionSamples(entries: readonly EventEntry[], expected: number): number[] {
  const reported = groupInteractions(entries).map((i) => i.duration);
  const missing = Math.max(0, expected - reported.length);
  return [...reported, ...Array.from({ length: missing }, () => DURATION_THRESHOLD_MS)];
}
