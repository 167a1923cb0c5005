/**
 * Chakra UI's menu, drawer and modal: the overlays, which render only once opened. Shared
 * under its own key (`@chainwork/shared-config/chakra-overlays`, one copy on the page like
 * the main facade in chakra.ts) and imported only by code that React.lazy loads, so the
 * first paint does not download them: the menu's popper and descendants and the modal's
 * focus lock and scroll lock are about 29 KB gzip. `lazyOverlay` (shared-config/react)
 * fetches them when the page is idle, so the first tap finds them loaded.
 *
 * Each line imports a subpath, so the components share the main facade's Chakra system
 * (theme, colour mode, portal manager) within the container that provides both.
 */
export { Menu, MenuButton, MenuDivider, MenuGroup, MenuItem, MenuList } from '@chakra-ui/react/menu';
export {
  Drawer,
  DrawerBody,
  DrawerCloseButton,
  DrawerContent,
  DrawerFooter,
  DrawerHeader,
  DrawerOverlay,
  Modal,
  ModalBody,
  ModalCloseButton,
  ModalContent,
  ModalFooter,
  ModalHeader,
  ModalOverlay,
} from '@chakra-ui/react/modal';
