import { FIRST_IDLE_MARK } from './first-idle-mark';

/** Marks the page's first idle moment once (several callers wait for one; the first to resolve marks it). */
function markFirstIdle(): void {
  if (typeof performance.mark === 'function' && performance.getEntriesByName(FIRST_IDLE_MARK).length === 0)
    performance.mark(FIRST_IDLE_MARK);
}

/**
 * Resolves once the page has finished loading and the main thread has a quiet moment:
 * prefetching code the visitor may need next is worth doing, but never while the first
 * page still downloads and renders (a phone's first load competes for the same network and CPU).
 */
export function whenPageIdle(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      markFirstIdle();
      resolve();
    };
    const idle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(done, { timeout: 2000 });
      else setTimeout(done, 0);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
