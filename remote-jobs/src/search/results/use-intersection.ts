import { useEffect, type RefObject } from 'react';

/**
 * Calls `onVisible` whenever the element is within `rootMargin` of the viewport.
 * The observer is rebuilt when `deps` change (e.g. after a page loads): a new observer
 * reports the current state at once, so a sentinel that stays visible keeps loading.
 * Browsers without IntersectionObserver simply rely on the Load more button.
 */
export function useIntersection(
  ref: RefObject<Element | null>,
  onVisible: () => void,
  { enabled, rootMargin }: { enabled: boolean; rootMargin: string },
  deps: readonly unknown[],
): void {
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onVisible();
    }, { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
    // `onVisible` is left out on purpose: a new closure each render must not rebuild the
    // observer (that would fire it again); the caller names what should, in `deps`.
  }, [enabled, rootMargin, ...deps]);
}
