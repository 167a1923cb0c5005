import { HStack, IconButton, useDisclosure } from '@chakra-ui/react';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { FiMenu } from 'react-icons/fi';
import { useLocation } from '@chainwork/shared-config/router';
import { lazyOverlay } from '@chainwork/shared-config/react';
import { AccountMenu } from '../account/AccountMenu';
import { loadTopBarOverlays } from '../overlays/load-top-bar-overlays';

const MobileNavDrawer = lazyOverlay(() => loadTopBarOverlays().then((m) => m.MobileNavDrawer));

/** The drawer closes whenever the page changes, however it changed (a link, Back, Forward). */
function useCloseOnNavigation(onClose: () => void) {
  const { key } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onClose();
  }, [key, onClose]);
}

/**
 * Below the navigation breakpoint: a menu button opening a top drawer with the same
 * entries plus Search for a job (MobileNavDrawer).
 */
export function MobileNav() {
  const { isOpen, onOpen: openDrawer, onClose } = useDisclosure();
  // The drawer's code is fetched on the first open (if the idle prefetch has not yet),
  // and the drawer then stays mounted so that its closing animation can play.
  const [wanted, setWanted] = useState(false);
  const onOpen = useCallback(() => {
    setWanted(true);
    openDrawer();
  }, [openDrawer]);
  const menuButton = useRef<HTMLButtonElement>(null);
  useCloseOnNavigation(onClose);
  return (
    <HStack spacing={2}>
      <AccountMenu compact />
      <IconButton
        ref={menuButton}
        aria-label="Open menu"
        icon={<FiMenu />}
        variant="ghost"
        fontSize="xl"
        onClick={onOpen}
        aria-expanded={isOpen}
        aria-controls="main-menu-drawer"
        aria-haspopup="dialog"
      />
      {wanted ? (
        <Suspense fallback={null}>
          <MobileNavDrawer isOpen={isOpen} onClose={onClose} menuButton={menuButton} />
        </Suspense>
      ) : null}
    </HStack>
  );
}
