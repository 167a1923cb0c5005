import {
  useEffect,
  useLayoutEffect,
  useRef,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import type { SystemStyleObject } from '@chakra-ui/react';
import { chakra } from '@chakra-ui/react/system';

/** The dialog element, styled by the caller's static rule set. */
const Dialog = chakra('dialog');

/**
 * Closed, the dialog stays displayed and styled, only invisible: `visibility` is a property the
 * browser hands down to every descendant without restyling them, so opening restyles one element.
 * (Displayed from `display: none`, the 33 elements of the menu drawer took 230-420 ms to style at
 * 4x CPU on a loaded machine, one forced recalculation inside the click.) Hidden so, nothing in it
 * takes focus or clicks, or is read out.
 */
const BASE_STYLES: SystemStyleObject = { '&[data-closed]': { visibility: 'hidden', pointerEvents: 'none' } };

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
   * first mounted. The dialog element is the backdrop (fixed over the viewport); its child the panel.
   */
  sx?: SystemStyleObject;
  /** Focused as it opens; without it, the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  /** Focused once it closes; without it, the element that had the focus before it opened. */
  finalFocusRef?: RefObject<HTMLElement | null> | undefined;
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

/**
 * A modal dialog on the browser's `<dialog>` element, always displayed (invisible while closed) and made modal here:
 * the focus moves in and stays in (Tab and Shift+Tab wrap), Escape and a click on the backdrop
 * close it, the focus goes back to its trigger, and (after the first frame) the page beneath
 * stops scrolling and is hidden from assistive technology (`aria-modal` says so at once).
 *
 * Why not Chakra's Modal: its focus lock measured the style of every focusable element, its
 * scroll lock inserted a style sheet, and framer-motion ran, all inside the click that opened it,
 * each style change restyling the whole page. Why not `showModal()`: making the rest of the page
 * inert is a style change on every element too (traced: a 361-element restyle inside the click).
 * Mount it closed before it is wanted: its elements, their style rules and their styles then
 * exist, and opening it restyles the dialog element alone. Rendered at the end of the body, as Chakra's portal was,
 * so no ancestor's opacity or stacking reaches it.
 */
export function NativeModal({ isOpen, onClose, initialFocusRef, finalFocusRef, children, onKeyDown, onClick, ...rest }: NativeModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Read at close, not an effect's dependency: a new onClose each render must not reopen the dialog.
  const latest = useRef({ onClose, finalFocusRef, before: null as Element | null });
  latest.current.onClose = onClose;
  latest.current.finalFocusRef = finalFocusRef;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!isOpen || !dialog) return;
    latest.current.before = document.activeElement;
    // No scroll to it: the panel is fixed in view, and scrolling would lay the page out inside the click.
    (initialFocusRef?.current ?? focusables(dialog)[0] ?? dialog).focus({ preventScroll: true });
    const undo = isolateAfterPaint(dialog);
    return undo;
    // initialFocusRef is read when it opens only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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

  const onKey = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
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
    if (event.target === event.currentTarget && !event.defaultPrevented) onClose();
  };
  if (typeof document === 'undefined') return null;
  return createPortal(
    <Dialog
      ref={ref}
      open
      data-closed={isOpen ? undefined : ''}
      aria-modal="true"
      __css={BASE_STYLES}
      {...rest}
      onKeyDown={onKey}
      onClick={onBackdrop}
    >
      {children}
    </Dialog>,
    document.body,
  );
}
