import { PROMPT_RULES, SCROLL_KEYS } from './rules';

/*
 * What the visitor is doing, read from the page's own events: the shell knows nothing of
 * the remotes' markup, only that fields are fields and scrolling is scrolling.
 */

const NOT_TYPED_IN = new Set(['button', 'submit', 'reset', 'image']);

/** Whether an element is a field the visitor types or chooses in. */
export function isField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NOT_TYPED_IN.has(target.type);
}

/** Whether focus is in a field now. */
export const isTyping = () => isField(document.activeElement);

/**
 * Calls `onBrowsed` once the visitor has scrolled down `screens` viewport heights by their
 * own hand (a scroll within gestureWindowMs of their wheel, touch or scroll key; an anchor
 * jump or a scroll the page makes counts for nothing), unless they are in a field then.
 * The first input or change in any field of the page calls `onSearched` and stops watching.
 */
export function watchBrowsing(screens: number, { onBrowsed, onSearched }: { onBrowsed: () => void; onSearched: () => void }): () => void {
  let lastGestureAt = Number.NEGATIVE_INFINITY;
  // Read at the first gesture or scroll, not now: reading the position while the first page
  // is being built forces the browser to lay it out early (and again once it is built).
  let lastY: number | null = null;
  let browsed = 0;
  const gesture = () => {
    lastGestureAt = Date.now();
    lastY ??= window.scrollY;
  };
  const onKey = (event: KeyboardEvent) => {
    if (SCROLL_KEYS.has(event.key) && !isField(event.target)) gesture();
  };
  const onScroll = () => {
    const y = window.scrollY;
    if (lastY !== null && y > lastY && Date.now() - lastGestureAt <= PROMPT_RULES.gestureWindowMs) browsed += y - lastY;
    lastY = y;
    if (browsed >= screens * window.innerHeight && !isTyping()) onBrowsed();
  };
  const onField = () => {
    stop();
    onSearched();
  };
  const passive = { passive: true } as const;
  window.addEventListener('wheel', gesture, passive);
  window.addEventListener('touchmove', gesture, passive);
  window.addEventListener('keydown', onKey);
  window.addEventListener('scroll', onScroll, passive);
  document.addEventListener('input', onField, true);
  document.addEventListener('change', onField, true);
  function stop() {
    window.removeEventListener('wheel', gesture);
    window.removeEventListener('touchmove', gesture);
    window.removeEventListener('keydown', onKey);
    window.removeEventListener('scroll', onScroll);
    document.removeEventListener('input', onField, true);
    document.removeEventListener('change', onField, true);
  }
  return stop;
}

/** Calls `callback` now, or once focus has left every field. Returns a cancel. */
export function whenNotTyping(callback: () => void): () => void {
  if (!isTyping()) {
    callback();
    return () => {};
  }
  let timer: number | undefined;
  // Focus moving from one field to the next passes through focusout: look once it settles.
  const onFocusOut = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      if (isTyping()) return;
      document.removeEventListener('focusout', onFocusOut);
      callback();
    }, 0);
  };
  document.addEventListener('focusout', onFocusOut);
  return () => {
    window.clearTimeout(timer);
    document.removeEventListener('focusout', onFocusOut);
  };
}
