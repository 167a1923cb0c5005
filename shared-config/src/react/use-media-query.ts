import { useCallback, useSyncExternalStore } from 'react';
import { NAV_BREAKPOINT } from '../constants';

const lists = new Map<string, MediaQueryList>();
/** One MediaQueryList per query: React reads the match on every render of every user. */
function mediaQueryList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Whether a media query matches now, kept up to date. Read as the component renders, so its
 * first render is already right: Chakra's `useMediaQuery` answers a guess first and then sets
 * state in an effect, which rendered the top bar and the search section a second time, each
 * in one blocking task, while the page was loading.
 */
export function useMediaQueryMatch(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query).matches,
    () => false,
  );
}

/** The width from which the top bar shows its links and the search its filters beside the results (the theme's `lg`). */
export const WIDE_SCREEN_QUERY = `(min-width: ${NAV_BREAKPOINT})`;

/** At least the theme's `lg` wide. */
export function useIsWideScreen(): boolean {
  return useMediaQueryMatch(WIDE_SCREEN_QUERY);
}

/** The visitor asked their system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQueryMatch('(prefers-reduced-motion: reduce)');
}
