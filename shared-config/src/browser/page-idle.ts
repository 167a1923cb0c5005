import { FIRST_IDLE_MARK } from './first-idle-mark';

/**
 * The longest the first idle moment waits for held work (below) after the load event: a
 * load that hangs must not keep prefetching and the footer away for good.
 */
export const FIRST_VIEW_WAIT_MAX_MS = 10_000;

/** Work the first view waits for, until the page has had its first idle moment. */
const holds = new Set<Promise<unknown>>();
let firstViewSettled: Promise<void> | null = null;
let firstIdleReached = false;

/**
 * Holds the page's first idle moment until `work` settles (resolved or failed): the code of
 * a remote or a page the first view is waiting for. The load event alone said little: the
 * document's scripts are added after its first paint (shared-config/src/prepaint), so
 * `load` fires before the app has even started, and a quiet main thread while a remote's
 * code downloads looked idle, so prefetches and the footer competed with the first view
 * (on a job page, with the job itself). Held after the first idle moment, it is ignored.
 */
export function holdPageIdle(work: Promise<unknown>): void {
  if (firstIdleReached) return;
  const release = () => holds.delete(work);
  holds.add(work);
  work.then(release, release);
}

/** Marks the page's first idle moment once (several callers wait for one; the first to resolve marks it). */
function markFirstIdle(): void {
  firstIdleReached = true;
  if (typeof performance.mark === 'function' && performance.getEntriesByName(FIRST_IDLE_MARK).length === 0)
    performance.mark(FIRST_IDLE_MARK);
}

function loaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

/** Until nothing is held: settling work may start more (a remote's page asking for another). */
async function heldWorkSettled(): Promise<void> {
  while (holds.size > 0) await Promise.allSettled([...holds]);
}

/** The load event, then the held work (at most FIRST_VIEW_WAIT_MAX_MS more): once per page. */
function whenFirstViewSettled(): Promise<void> {
  firstViewSettled ??= loaded().then(() =>
    Promise.race([heldWorkSettled(), new Promise<void>((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MAX_MS))]),
  );
  return firstViewSettled;
}

/**
 * Resolves once the page has finished loading, the first view's held work (holdPageIdle) has
 * arrived, and the main thread has a quiet moment: prefetching code the visitor may need
 * next is worth doing, but never while the first page still downloads and renders (a
 * phone's first load competes for the same network and CPU). Each caller gets its own idle
 * callback, so their work runs in separate tasks.
 */
export function whenPageIdle(): Promise<void> {
  return whenFirstViewSettled().then(
    () =>
      new Promise((resolve) => {
        const done = () => {
          markFirstIdle();
          resolve();
        };
        if ('requestIdleCallback' in window) window.requestIdleCallback(done, { timeout: 2000 });
        else setTimeout(done, 0);
      }),
  );
}
