import { Badge, Box, Button, HStack, Stack, Text, useDisclosure } from '@chakra-ui/react';
import { memo, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { FiChevronDown, FiX } from 'react-icons/fi';
import { publicSettings } from '@chainwork/shared-config';
import { NativeModal } from '@chainwork/shared-config/chakra-overlays';
import { Wordmark } from '@chainwork/shared-config/react';
import { useLocation } from '@chainwork/shared-config/router';
import { DrawerAccount } from '../account/DrawerAccount';
import { NavLink } from '../menus/NavLink';
import {
  AI_RESOURCES,
  COMING_SOON,
  aboutItem,
  blogItem,
  connectItems,
  feedbackItem,
  resourceItems,
  searchItem,
  type NavItem,
} from '../menus/menu-items';
import { DRAWER_STYLES } from './drawer-styles';
import { rowStyle } from './drawer-row-style';
import { PostJobButton } from './PostJobButton';
import { useTalentToast } from './use-talent-toast';

/**
 * The drawer closes whenever the page changes, however it changed (a link, Back, Forward). Here,
 * in the drawer's own chunk: the drawer is mounted before it can be opened.
 */
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

function DrawerLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  return <NavLink item={item} onClick={onNavigate} {...rowStyle} />;
}

/** A submenu that folds open in the drawer (docs/product-requirements.md#top-bar: collapsed or expanded). */
function Submenu({ label, children }: { label: string; children: ReactNode }) {
  const { isOpen, onToggle } = useDisclosure();
  const id = `drawer-submenu-${label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Box>
      <Button
        variant="unstyled"
        {...rowStyle}
        h="auto"
        justifyContent="space-between"
        onClick={onToggle}
        aria-expanded={isOpen}
        aria-controls={id}
      >
        {label}
        <Box as={FiChevronDown} aria-hidden transition="transform 0.2s" transform={isOpen ? 'rotate(180deg)' : undefined} />
      </Button>
      <Stack id={id} hidden={!isOpen} spacing={0} pl={4} borderLeftWidth="1px" borderColor="border.subtle" ml={3}>
        {children}
      </Stack>
    </Box>
  );
}

/** What the drawer lists; memoised, so opening and closing the drawer does not render it again. */
const DrawerEntries = memo(function DrawerEntries({ onClose }: { onClose: () => void }) {
  const showTalentToast = useTalentToast();
  const social = connectItems(publicSettings().social);
  return (
    <Stack as="nav" aria-label="Main" spacing={0}>
      <DrawerLink item={searchItem} onNavigate={onClose} />
      <DrawerLink item={aboutItem} onNavigate={onClose} />
      <DrawerLink item={blogItem} onNavigate={onClose} />
      <Submenu label="Resources">
        {resourceItems.map((item) => (
          <DrawerLink key={item.href} item={item} onNavigate={onClose} />
        ))}
      </Submenu>
      {social.length > 0 ? (
        <Submenu label="Connect">
          {social.map((item) => (
            <DrawerLink key={item.href} item={item} onNavigate={onClose} />
          ))}
        </Submenu>
      ) : null}
      <Submenu label="AI Resources">
        {AI_RESOURCES.map((name) => (
          <HStack key={name} justify="space-between" px={3} py={3} aria-disabled="true">
            <Text color="whiteAlpha.700">{name}</Text>
            <Badge colorScheme="accent" variant="subtle" textTransform="none">
              {COMING_SOON}
            </Badge>
          </HStack>
        ))}
      </Submenu>
      <DrawerLink item={feedbackItem} onNavigate={onClose} />
      <Button
        variant="unstyled"
        {...rowStyle}
        h="auto"
        justifyContent="flex-start"
        onClick={() => {
          onClose();
          showTalentToast();
        }}
      >
        Talent
      </Button>
      <DrawerAccount onNavigate={onClose} />
      {/* Opens in a new tab from the mobile menu (docs/product-requirements.md#top-bar). */}
      <PostJobButton newTab size="lg" mt={4} onClick={onClose} />
    </Stack>
  );
});

/**
 * MobileNav's drawer: a top drawer with the bar's entries plus Search for a job, on the
 * browser's dialog element (NativeModal), which keeps focus inside while open, closes on Escape
 * or a tap beside the panel, and gives focus back to the menu button when it closes. MobileNav mounts it closed once its
 * code has arrived (the page idle), so its elements and their style rules exist before the
 * first tap, which then only shows them.
 */
export function MobileNavDrawer({
  isOpen,
  onClose,
  menuButton,
}: {
  isOpen: boolean;
  onClose: () => void;
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  useCloseOnNavigation(onClose);
  return (
    <NativeModal id="main-menu-drawer" aria-label="Menu" isOpen={isOpen} onClose={onClose} finalFocusRef={menuButton} sx={DRAWER_STYLES}>
      <div className="cw-drawer-panel">
        {/* Not a heading: the dialog's name is "Menu", not "Chainwork". */}
        <div className="cw-drawer-head">
          <Wordmark />
        </div>
        <button type="button" className="cw-drawer-close" aria-label="Close menu" onClick={onClose}>
          <FiX aria-hidden />
        </button>
        <div className="cw-drawer-body">
          <DrawerEntries onClose={onClose} />
        </div>
      </div>
    </NativeModal>
  );
}
