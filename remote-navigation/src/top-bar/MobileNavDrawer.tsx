import { Badge, Box, Button, HStack, Stack, Text, useDisclosure } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { FiChevronDown } from 'react-icons/fi';
import { publicSettings } from '@chainwork/shared-config';
import { Collapse, Drawer, DrawerBody, DrawerCloseButton, DrawerContent, DrawerOverlay } from '@chainwork/shared-config/chakra-overlays';
import { Wordmark } from '@chainwork/shared-config/react';
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
import { rowStyle } from './drawer-row-style';
import { PostJobButton } from './PostJobButton';
import { useTalentToast } from './use-talent-toast';

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
      <Collapse in={isOpen} animateOpacity>
        <Stack id={id} spacing={0} pl={4} borderLeftWidth="1px" borderColor="border.subtle" ml={3}>
          {children}
        </Stack>
      </Collapse>
    </Box>
  );
}

/**
 * MobileNav's drawer, loaded on the first open (or when the page is idle): a top drawer
 * with the bar's entries plus Search for a job. Chakra's drawer traps focus while open,
 * closes on Escape and gives focus back to the menu button when it closes.
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
  const showTalentToast = useTalentToast();
  const social = connectItems(publicSettings().social);
  return (
    <Drawer isOpen={isOpen} placement="top" onClose={onClose} finalFocusRef={menuButton} returnFocusOnClose>
      <DrawerOverlay backdropFilter="blur(4px)" />
      <DrawerContent
        id="main-menu-drawer"
        aria-label="Menu"
        bg="bg.surface"
        borderBottomWidth="1px"
        borderColor="border.subtle"
        maxH="100vh"
        overflowY="auto"
      >
        {/* Not a DrawerHeader: that would name the dialog "Chainwork" instead of "Menu". */}
        <Box px={6} pt={5} pb={3}>
          <Wordmark />
        </Box>
        <DrawerCloseButton aria-label="Close menu" top={4} />
        <DrawerBody pb={6}>
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
        </DrawerBody>
      </DrawerContent>
    </Drawer>
  );
}
