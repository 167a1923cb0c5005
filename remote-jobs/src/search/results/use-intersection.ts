import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onVisible` whenever the element is within `rootMargin` of the viewport.
 * The observer is rebuilt when `resetKey` changes (e.g. after a page loads): a new observer
 * reports the current state at once, so a sentinel that stays visible keeps loading.
 * Browsers without IntersectionObserver simply rely on the Load more button.
 */
export function useIntersection(
  ref: RefObject<Element | null>,
  onVisible: () => void,
  { enabled, rootMargin }: { enabled: boolean; rootMargin: string },
  resetKey: unknown,
): void {
  // The latest callback, read when the observer fires: a new closure each render must not
  // rebuild the observer (that would fire it again); the caller says what should, in `resetKey`.
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, rootMargin, resetKey]);
}
