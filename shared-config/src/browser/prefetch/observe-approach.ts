import { LINK_PREFETCH_MARGIN_PX } from '../../constants';
import { pageSlot } from '../page-slot';

/**
 * Calls back once when an element comes within LINK_PREFETCH_MARGIN_PX of the viewport
 * (docs/product-requirements.md#link-prefetch). One IntersectionObserver serves every link on the page: a long job list
 * would otherwise create hundreds of them.
 */
interface ApproachWatcher {
  observer: IntersectionObserver;
  callbacks: Map<Element, Set<() => void>>;
}

const watcherSlot = pageSlot<ApproachWatcher>('approach-watcher');

export const APPROACH_ROOT_MARGIN = `${LINK_PREFETCH_MARGIN_PX}px`;

function watcher(): ApproachWatcher | null {
  const existing = watcherSlot.get();
  if (existing) return existing;
  const Observer = (globalThis as { IntersectionObserver?: typeof IntersectionObserver }).IntersectionObserver;
  if (!Observer) return null;
  const callbacks = new Map<Element, Set<() => void>>();
  const observer = new Observer(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const pending = callbacks.get(entry.target);
        callbacks.delete(entry.target);
        observer.unobserve(entry.target);
        pending?.forEach((callback) => callback());
      }
    },
    { rootMargin: APPROACH_ROOT_MARGIN },
  );
  const created = { observer, callbacks };
  watcherSlot.set(created);
  return created;
}

/** Returns a function that stops watching (call it on unmount). */
export function observeApproach(element: Element, onApproach: () => void): () => void {
  const w = watcher();
  if (!w) return () => {};
  const set = w.callbacks.get(element) ?? new Set();
  const first = set.size === 0;
  set.add(onApproach);
  w.callbacks.set(element, set);
  if (first) w.observer.observe(element);
  return () => {
    const current = w.callbacks.get(element);
    if (!current) return;
    current.delete(onApproach);
    if (current.size === 0) {
      w.callbacks.delete(element);
      w.observer.unobserve(element);
    }
  };
}

/** Tests only: drop the page's observer. */
export function resetApproachWatcher(): void {
  watcherSlot.get()?.observer.disconnect();
  watcherSlot.set(undefined);
}
