/**
 * Chakra UI's menu, drawer and modal (the overlays, which render only once opened), its
 * collapse, and the toasts' renderer: every Chakra component that animates with
 * framer-motion. Shared under its own key (`@chainwork/shared-config/chakra-overlays`,
 * one copy on the page like the main facade in chakra.ts) and imported only by code that
 * loads later (React.lazy, `lazyOverlay`, the main facade's deferred toast host), so the
 * first paint downloads neither them (the menu's popper and descendants, the modal's
 * focus and scroll locks: ~29 KB gzip) nor framer-motion (~18 KB gzip). `lazyOverlay`
 * (shared-config/react) fetches them when the page is idle, so the first tap finds them
 * loaded.
 *
 * Each line imports a subpath, so the components share the main facade's Chakra system
 * (theme, colour mode, portal manager) within the container that provides both. Their
 * theme styles come with them (added to the theme as this module loads).
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import { LazyMotion } from 'framer-motion';
import { Menu as ChakraMenu } from '@chakra-ui/react/menu';
import { Drawer as ChakraDrawer, Modal as ChakraModal } from '@chakra-ui/react/modal';
export type { ConfirmDialogProps } from './confirm-dialog';
import { ToastProvider } from '@chakra-ui/react/toast';
import { Collapse as ChakraCollapse } from '@chakra-ui/react/transition';
// Through the shared module, so the theme stays in its one chunk (a relative import put a copy of its modules in this one's group).
import { addComponentStyles } from '@chainwork/shared-config/react';
import { OVERLAY_COMPONENT_STYLES } from '../theme/later-component-styles';
import { ConfirmDialog as BareConfirmDialog } from './confirm-dialog';

// Before any overlay can render: their styles are not in the first page's theme.
addComponentStyles(OVERLAY_COMPONENT_STYLES);

export { MenuButton, MenuDivider, MenuGroup, MenuItem, MenuList } from '@chakra-ui/react/menu';
export {
  DrawerBody,
  DrawerCloseButton,
  DrawerContent,
  DrawerFooter,
  DrawerHeader,
  DrawerOverlay,
  ModalBody,
  ModalCloseButton,
  ModalContent,
  ModalFooter,
  ModalHeader,
  ModalOverlay,
} from '@chakra-ui/react/modal';

/**
 * framer-motion's animation features and DOM renderer, in a chunk of their own, requested
 * by the first animated component to mount (usually when this facade is prefetched at idle).
 */
const loadMotionFeatures = () =>
  import(/* webpackChunkName: "after-load-motion" */ './motion-features').then((module) => module.domAnimation);

/**
 * Chakra's transitions are framer-motion's feature-less `m` components (the framer-motion
 * facade's `motion`): each needs a `LazyMotion` above it for its renderer and features.
 * The provider is here, around each component that animates, not around the app: at the
 * app's root it would put framer-motion in every first load.
 */
function withMotion<P extends object>(Component: ComponentType<P>, name: string): ComponentType<P> {
  const Animated = (props: P) => createElement(LazyMotion, { features: loadMotionFeatures }, createElement(Component, props));
  Animated.displayName = name;
  return Animated;
}

export const Menu = withMotion(ChakraMenu, 'Menu');
export const Drawer = withMotion(ChakraDrawer, 'Drawer');
export const Modal = withMotion(ChakraModal, 'Modal');
export const Collapse = withMotion(ChakraCollapse, 'Collapse');
/** Where toasts render (the main facade's ChakraProvider mounts it when the page is idle or a toast is asked for). */
export const ToastHost = withMotion(ToastProvider, 'ToastHost') as ComponentType<
  { children?: ReactNode } & Parameters<typeof ToastProvider>[0]
>;
/** A modal on the browser's own dialog element, for overlays whose opening must not wait for script (`./native-modal.tsx`). */
export { NATIVE_MODAL_PANEL, NativeModal, nativeModalCloseButton, type NativeModalProps } from './native-modal';
/** The one "are you sure?" dialog for a final action (`./confirm-dialog.tsx`). */
export const ConfirmDialog = withMotion(BareConfirmDialog, 'ConfirmDialog');
