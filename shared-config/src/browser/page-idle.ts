/**
 * Resolves once the page has finished loading and the main thread has a quiet moment:
 * prefetching code the visitor may need next is worth doing, but never while the first
 * page still downloads and renders (a phone's first load competes for the same network and CPU).
 */
export function whenPageIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
