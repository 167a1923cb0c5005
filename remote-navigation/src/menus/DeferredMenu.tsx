import { Box } from '@chakra-ui/react';
import { cloneElement, Suspense, useCallback, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';

/** How a menu, once its code has arrived, takes over from the button that stood in for it. */
export interface MenuHandOver {
  /** The stand-in was pressed before the menu's code arrived: open the menu now. */
  openOnMount: boolean;
  /** Whether the stand-in has the focus (asked while it is still on the page). */
  standInHasFocus: () => boolean;
}

/** The box Chakra's MenuButton puts around its label: the stand-in has the same. */
export function MenuButtonLabel({ children }: { children: ReactNode }) {
  return (
    <Box as="span" pointerEvents="none" flex="1 1 auto" minW={0}>
      {children}
    </Box>
  );
}

/** Keys that open a menu from its button (Enter and Space press the button: a click). */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp']);

interface StandInProps {
  ref?: React.Ref<HTMLButtonElement>;
  onClick?: () => void;
  onKeyDown?: (event: React.KeyboardEvent) => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

/**
 * A menu whose code (Chakra's menu, in @chainwork/shared-config/chakra-overlays) is not
 * in the first load: until it arrives, `trigger`, a real button looking exactly like the
 * menu's button, stands in for it. Pressing it asks for the menu, which opens as soon as
 * its code is there (and is usually there already: `lazyOverlay` prefetches it when the
 * page is idle); the focus stays on the button across the swap.
 */
export function DeferredMenu({
  trigger,
  children,
}: {
  trigger: ReactElement<StandInProps>;
  children: (handOver: MenuHandOver) => ReactNode;
}) {
  const [openOnMount, setOpenOnMount] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const standInHasFocus = useCallback(() => standIn.current !== null && standIn.current === document.activeElement, []);
  const fallback = cloneElement(trigger, {
    ref: standIn,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: () => setOpenOnMount(true),
    onKeyDown: (event: React.KeyboardEvent) => {
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      setOpenOnMount(true);
    },
  });
  return <Suspense fallback={fallback}>{children({ openOnMount, standInHasFocus })}</Suspense>;
}

/**
 * For the loaded menu: the ref of its MenuButton, which takes the focus if the stand-in
 * had it and is pressed if the stand-in was, so the menu opens (and returns the focus to
 * this button when it closes) as Chakra's menu always does.
 */
export function useMenuHandOver({ openOnMount, standInHasFocus }: MenuHandOver) {
  const button = useRef<HTMLButtonElement>(null);
  // Read while rendering: by the time effects run, the stand-in has left the page.
  const [hadFocus] = useState(standInHasFocus);
  useEffect(() => {
    if (!openOnMount && !hadFocus) return;
    button.current?.focus();
    if (openOnMount) button.current?.click();
  }, [openOnMount, hadFocus]);
  return button;
}
