/**
 * What the page records for the benchmark, installed in every document before its own
 * scripts: the Event Timing entries (`event` with the smallest threshold, and `first-input`)
 * and the long animation frames (for going back, which is the browser's input, not the page's).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { DURATION_THRESHOLD_MS, type EventEntry } from './event-timing';

interface Recorded {
  events: EventEntry[];
  frames: Array<{ startTime: number; duration: number }>;
}
type RecordingWindow = Window & { __interactRecord?: Recorded };

/**
 * The page's side, as source text: a function handed to Playwright would be serialised as
 * tsx compiled it, with helper calls (esbuild's `__name`) the page does not have.
 */
export function recorderSource(threshold: number): string {
  return `(() => {
  const store = { events: [], frames: [] };
  window.__interactRecord = store;
  const keep = (list) => {
    for (const e of list.getEntries())
      store.events.push({ name: e.name, entryType: e.entryType, interactionId: e.interactionId, startTime: e.startTime, duration: e.duration });
  };
  new PerformanceObserver(keep).observe({ type: 'event', buffered: true, durationThreshold: ${Number(threshold)} });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) store.frames.push({ startTime: e.startTime, duration: e.duration });
  }).observe({ type: 'long-animation-frame', buffered: true });
})();`;
}

export async function installRecorder(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: recorderSource(DURATION_THRESHOLD_MS) });
}

/** Forgets what was recorded so far (the page's load, the steps that set a measurement up). */
export async function resetRecorder(page: Page): Promise<void> {
  // What an earlier step did (an Escape that closed a dialog) is reported a frame or two later: let it arrive first.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const store = (window as RecordingWindow).__interactRecord;
    if (store) {
      store.events.length = 0;
      store.frames.length = 0;
    }
  });
}

/** What was recorded since the last reset; the observers report after the frame is shown, hence the wait for two frames. */
export async function readRecorder(page: Page): Promise<Recorded> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const store = (window as RecordingWindow).__interactRecord;
    return store ? { events: [...store.events], frames: [...store.frames] } : { events: [], frames: [] };
  });
}
