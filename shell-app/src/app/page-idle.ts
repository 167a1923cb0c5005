import { useEffect, useState } from 'react';

/**
 * Resolves once the page has finished loading and the main thread has a quiet moment:
 * prefetching the next route's code is worth doing, but never while the first page
 * still downloads and renders (a phone's first load competes for the same network and CPU).
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

/** `load`, but each call waits for `idle` (awaited once per page). */
export function deferUntilIdle<A>(
  load: (arg: A) => Promise<unknown>,
  idle: () => Promise<void> = whenPageIdle,
): (arg: A) => Promise<unknown> {
  let ready: Promise<void> | null = null;
  return (arg) => {
    ready ??= idle();
    return ready.then(() => load(arg));
  };
}

/** False until the page is idle (whenPageIdle), then true: for sections that can wait for the first page. */
export function usePageIdle(idle: () => Promise<void> = whenPageIdle): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    let live = true;
    void idle().then(() => {
      if (live) setIdle(true);
    });
    return () => {
      live = false;
    };
  }, [idle]);
  return isIdle;
}
