import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type MouseEvent,
  type MutableRefObject,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import type { SystemStyleObject } from '@chakra-ui/react';
import { chakra } from '@chakra-ui/react/system';

/** The dialog element, styled by the caller's static rule set. */
const Dialog = chakra('dialog');

/**
 * Closed, the dialog stays displayed, styled and laid out, only unseen: transparent and clipped to
 * nothing (neither painted nor hit), its panel's content skipped (`content-visibility: hidden`:
 * not painted, not focusable, its styles and layout kept), `aria-hidden` for assistive technology.
 * None of these is inherited, so opening restyles the dialog and its panel, not each element in it.
 * (`visibility: hidden` is inherited: opening recalculated all 31 elements of the alert dialog,
 * 67-160 ms at 4x CPU inside the click.) The skip starts once the content has been styled and laid
 * out (`data-primed`, after the first frame): skipped from the start, it would be styled at the opening.
 */
export const NATIVE_MODAL_BASE_STYLES: SystemStyleObject = {
  '&[data-closed]': { opacity: 0, clipPath: 'inset(50%)' },
  '&[data-closed][data-primed] > .cw-modal-panel': { contentVisibility: 'hidden' },
};

/**
 * The class of the dialog's panel (its one child), which the callers put on it: the rule skipping
 * the panel's content names it, so a change of `data-closed` invalidates the panel alone (with
 * `> *` the browser invalidated the whole subtree: all 31 elements of the alert dialog restyled).
 */
export const NATIVE_MODAL_PANEL = 'cw-modal-panel';

/**
 * The rules of a modal's close button (the corner "x" on Chakra's modal and drawer) for a
 * caller's static rule set: `selector` names the button, `top` its offset from the panel's top.
 */
export function nativeModalCloseButton(selector: string, top: number): SystemStyleObject {
  return {
    [selector]: {
      position: 'absolute',
      top,
      insetEnd: 3,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: 8,
      h: 8,
      fontSize: 'md',
      border: 0,
      borderRadius: 'md',
      bg: 'transparent',
      color: 'inherit',
      cursor: 'pointer',
    },
    [`${selector}:hover`]: { bg: 'whiteAlpha.100' },
    [`${selector}:focus-visible`]: { outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '2px' },
  };
}

export interface NativeModalProps extends Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onClose' | 'onCancel' | 'color'> {
  isOpen: boolean;
  /** Escape or a click on the backdrop (the dialog element itself, around its panel): the caller sets isOpen to false. */
  onClose: () => void;
  /**
   * One static rule set (a module constant): emotion inserts its rules once, when the dialog is
   * first mounted. The dialog element is the backdrop (fixed over the viewport); its one child the panel,
   * which carries the class NATIVE_MODAL_PANEL.
   */
  sx?: SystemStyleObject;
  /** Focused as it opens; without it, the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  /** Focused once it closes; without it, the element that had the focus before it opened. */
  finalFocusRef?: RefObject<HTMLElement | null> | undefined;
  /**
   * Set while mounted to a function that opens the dialog at once in the page (shown, the focus
   * moved in) before React renders anything, so the trigger's click renders nothing; `onOpen` then
   * runs after that frame is painted, in a transition, for the caller to set isOpen.
   */
  openRef?: MutableRefObject<(() => void) | null> | undefined;
  onOpen?: (() => void) | undefined;
  /**
   * Set while mounted to a function that closes the dialog as Escape does, then calls `onClose`.
   * The caller's own close controls (a close button, a followed link, a navigation) go through it:
   * opened through `openRef`, the dialog is shown before isOpen comes, and a close asked for in
   * that moment by setting isOpen to false, already false, would change nothing.
   */
  closeRef?: MutableRefObject<(() => void) | null> | undefined;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focusable elements inside, in order, without reading any style (a folded submenu is `hidden`). */
function focusables(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[hidden]'));
}

/** After the next frame is painted: a task the interaction that asked for it does not wait for. */
function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * What makes the dialog modal beyond its focus: the page under it does not scroll, and the rest
 * of the document is hidden from assistive technology. Returns the undo.
 */
function isolate(container: Element): () => void {
  const root = document.documentElement;
  const { overflow, scrollbarGutter } = root.style;
  // Where the page has a scroll bar, its room is kept, so nothing beneath moves sideways.
  const hasBar = window.innerWidth > root.clientWidth;
  root.style.overflow = 'hidden';
  if (hasBar) root.style.scrollbarGutter = 'stable';
  const hidden = Array.from(document.body.children).filter((element) => element !== container && !element.hasAttribute('aria-hidden'));
  for (const element of hidden) element.setAttribute('aria-hidden', 'true');
  return () => {
    root.style.overflow = overflow;
    root.style.scrollbarGutter = scrollbarGutter;
    for (const element of hidden) element.removeAttribute('aria-hidden');
  };
}

/**
 * Applied after the dialog's first frame is painted, and undone after the next one once it closes:
 * a style on the root element makes the browser restyle every element of the page (each inherits
 * the theme's ~370 custom properties), hundreds of milliseconds at a phone's speed.
 */
function isolateAfterPaint(container: Element): () => void {
  let undo: (() => void) | null = null;
  const cancel = afterNextPaint(() => {
    undo = isolate(container);
  });
  return () => {
    cancel();
    if (undo) afterNextPaint(undo);
  };
}

/** Shows a closed dialog and moves the focus in; returns the undo of the isolation it starts after the paint. */
function show(dialog: HTMLElement, initialFocus: HTMLElement | null | undefined): () => void {
  dialog.removeAttribute('data-closed');
  dialog.removeAttribute('aria-hidden');
  // No scroll to it: the panel is fixed in view, and scrolling would lay the page out inside the click.
  (initialFocus ?? focusables(dialog)[0] ?? dialog).focus({ preventScroll: true });
  return isolateAfterPaint(dialog);
}

/**
 * A modal dialog on the browser's `<dialog>` element, always displayed (unseen while closed) and made modal here:
 * the focus moves in and stays in (Tab and Shift+Tab wrap), Escape and a click on the backdrop
 * close it, the focus goes back to its trigger, and (after the first frame) the page beneath
 * stops scrolling and is hidden from assistive technology (`aria-modal` says so at once).
 *
 * Why not Chakra's Modal: its focus lock measured the style of every focusable element, its
 * scroll lock inserted a style sheet, and framer-motion ran, all inside the click that opened it,
 * each style change restyling the whole page. Why not `showModal()`: making the rest of the page
 * inert is a style change on every element too (traced: a 361-element restyle inside the click).
 * Mount it closed before it is wanted: its elements, their style rules and their styles then
 * exist, and opening it restyles the dialog element and its panel. Opened through `openRef`, the
 * click renders nothing either. Rendered at the end of the body, as Chakra's portal was,
 * so no ancestor's opacity or stacking reaches it.
 */
export function NativeModal({
  isOpen,
  onClose,
  onOpen,
  openRef,
  closeRef,
  initialFocusRef,
  finalFocusRef,
  children,
  onKeyDown,
  onClick,
  ...rest
}: NativeModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Read when it opens or closes, not effects' dependencies: a new callback each render must not reopen the dialog.
  const latest = useRef({
    isOpen,
    onClose,
    onOpen,
    initialFocusRef,
    finalFocusRef,
    before: null as Element | null,
    /** While shown: undoes what showing started (and an `onOpen` not yet run). */
    undo: null as (() => void) | null,
  });
  Object.assign(latest.current, { isOpen, onClose, onOpen, initialFocusRef, finalFocusRef });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!isOpen || !dialog) return;
    const state = latest.current;
    if (!state.undo) {
      state.before = document.activeElement;
      state.undo = show(dialog, state.initialFocusRef?.current);
    }
    return () => {
      state.undo?.();
      state.undo = null;
    };
  }, [isOpen]);
  // After the commit that closed it: React gives the focus back to the element that had it
  // before a commit's changes, which would undo a focus moved in a layout effect's cleanup.
  useEffect(() => {
    if (!isOpen) return;
    const state = latest.current;
    return () => {
      const target = state.finalFocusRef?.current ?? state.before;
      if (target instanceof HTMLElement) target.focus();
    };
  }, [isOpen]);
  // Styled and laid out in the first frame, then its panel's content skipped while closed (NATIVE_MODAL_BASE_STYLES).
  useEffect(() => afterNextPaint(() => ref.current?.setAttribute('data-primed', '')), []);
  useLayoutEffect(() => {
    if (!openRef) return;
    openRef.current = () => {
      const dialog = ref.current;
      const state = latest.current;
      if (!dialog || state.undo) return;
      state.before = document.activeElement;
      const undo = show(dialog, state.initialFocusRef?.current);
      const cancel = afterNextPaint(() => startTransition(() => state.onOpen?.()));
      state.undo = () => {
        cancel();
        undo();
      };
    };
    return () => {
      openRef.current = null;
    };
  }, [openRef]);
  // Unmounted while opened through openRef, before isOpen came: nothing else undoes the isolation it started.
  useLayoutEffect(() => {
    const state = latest.current;
    return () => {
      state.undo?.();
      state.undo = null;
    };
  }, []);

  /** Escape, the backdrop or closeRef. Opened through openRef and closed before isOpen came: closed here, as React would. */
  const requestClose = useCallback(() => {
    const state = latest.current;
    const dialog = ref.current;
    if (!state.isOpen && state.undo && dialog) {
      state.undo();
      state.undo = null;
      dialog.setAttribute('data-closed', '');
      dialog.setAttribute('aria-hidden', 'true');
      const target = state.finalFocusRef?.current ?? state.before;
      if (target instanceof HTMLElement) target.focus();
    }
    state.onClose();
  }, []);
  useLayoutEffect(() => {
    if (!closeRef) return;
    closeRef.current = requestClose;
    return () => {
      closeRef.current = null;
    };
  }, [closeRef, requestClose]);

  const onKey = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      requestClose();
    } else if (event.key === 'Tab') {
      const all = focusables(event.currentTarget);
      const first = all[0];
      const last = all[all.length - 1];
      if (!first || !last) return event.preventDefault();
      if (event.shiftKey && (document.activeElement === first || document.activeElement === event.currentTarget)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    onClick?.(event);
    if (event.target === event.currentTarget && !event.defaultPrevented) requestClose();
  };
  if (typeof document === 'undefined') return null;
  return createPortal(
    <Dialog
      ref={ref}
      open
      data-closed={isOpen ? undefined : ''}
      aria-hidden={isOpen ? undefined : true}
      aria-modal="true"
      __css={NATIVE_MODAL_BASE_STYLES}
      {...rest}
      onKeyDown={onKey}
      onClick={onBackdrop}
    >
      {children}
    </Dialog>,
    document.body,
  );
}
