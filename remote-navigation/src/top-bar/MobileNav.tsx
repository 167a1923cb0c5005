import { HStack, IconButton } from '@chakra-ui/react';
import { Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { FiMenu } from 'react-icons/fi';
import { lazyOverlay } from '@chainwork/shared-config/react';
import { AccountMenu } from '../account/AccountMenu';
import { loadTopBarOverlays } from '../overlays/load-top-bar-overlays';

let drawerArrived: () => void;
/** Resolves once the drawer's code is here (lazyOverlay fetches it when the page is idle, or on the first press). */
const drawerReady = new Promise<void>((resolve) => (drawerArrived = resolve));
const MobileNavDrawer = lazyOverlay(() =>
  loadTopBarOverlays().then((m) => {
    drawerArrived();
    return m.MobileNavDrawer;
  }),
);

/**
 * Below the navigation breakpoint: a menu button opening a top drawer with the same
 * entries plus Search for a job (MobileNavDrawer).
 */
export function MobileNav() {
  const [isOpen, setOpen] = useState(false);
  // The drawer is mounted closed once its code has arrived (the page idle), so that a tap only
  // shows elements already built and styled, rendering nothing; pressed before that, it is fetched then.
  const [wanted, setWanted] = useState(false);
  // After unmount the update is dropped (React ignores it), so no guard.
  useEffect(() => void drawerReady.then(() => startTransition(() => setWanted(true))), []);
  // Set by the mounted drawer: it opens in the page at once, and isOpen follows after that frame.
  const opener = useRef<(() => void) | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <HStack spacing={2}>
      <AccountMenu compact />
      <IconButton
        ref={menuButton}
        aria-label="Open menu"
        icon={<FiMenu />}
        variant="ghost"
        fontSize="xl"
        onClick={() => (opener.current ? opener.current() : setOpen(true))}
        aria-expanded={isOpen}
        aria-controls="main-menu-drawer"
        aria-haspopup="dialog"
      />
      {/* Open before its code had arrived: mounted for that, and kept (its arrival sets wanted). */}
      {wanted || isOpen ? (
        <Suspense fallback={null}>
          <MobileNavDrawer isOpen={isOpen} setOpen={setOpen} openRef={opener} menuButton={menuButton} />
        </Suspense>
      ) : null}
    </HStack>
  );
}
