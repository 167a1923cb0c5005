import { pageSlot } from '../page-slot';

/**
 * Link prefetching across packages. The shell knows what code each route needs (a remote
 * module, a lazy page chunk) and registers one function for it; links anywhere (the
 * navigation remote's menus, the jobs remote's cards) only say "this href is near". No
 * remote imports the shell, and a page without a registered prefetcher prefetches nothing.
 */
export type RoutePrefetcher = (href: string) => void;

const prefetcherSlot = pageSlot<RoutePrefetcher>('route-prefetcher');

export function setRoutePrefetcher(prefetcher: RoutePrefetcher | undefined): void {
  prefetcherSlot.set(prefetcher);
}

/** Asks the page to fetch the code of the route `href` leads to. Never throws. */
export function prefetchRoute(href: string): void {
  const prefetcher = prefetcherSlot.get();
  if (!prefetcher) return;
  try {
    prefetcher(href);
  } catch (error) {
    console.warn('[chainwork] prefetch failed:', error instanceof Error ? error.message : error);
  }
}
