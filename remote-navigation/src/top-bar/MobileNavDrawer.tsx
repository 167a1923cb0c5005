import { memo, useCallback, useEffect, useReducer, useRef, type MutableRefObject, type ReactNode, type RefObject } from 'react';
import { FiChevronDown, FiX } from 'react-icons/fi';
import { publicSettings } from '@chainwork/shared-config';
import { NATIVE_MODAL_PANEL, NativeModal } from '@chainwork/shared-config/chakra-overlays';
import { Wordmark } from '@chainwork/shared-config/react';
import { useLocation } from '@chainwork/shared-config/router';
import { DrawerAccount } from '../account/DrawerAccount';
import { AI_RESOURCES, COMING_SOON, aboutItem, blogItem, connectItems, feedbackItem, resourceItems, searchItem } from '../menus/menu-items';
import { DRAWER_STYLES } from './drawer-styles';
import { DrawerRowLink } from './DrawerRowLink';
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

/**
 * A submenu that folds open in the drawer (docs/product-requirements.md#top-bar: collapsed or expanded).
 * Plain elements on the drawer's rule set, as every row: folded, its list is `hidden`.
 */
function Submenu({ label, children }: { label: string; children: ReactNode }) {
  const [isOpen, toggle] = useReducer((open: boolean) => !open, false);
  const id = `drawer-submenu-${label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <div>
      <button type="button" className="cw-drawer-row cw-drawer-toggle" onClick={toggle} aria-expanded={isOpen} aria-controls={id}>
        {label}
        <FiChevronDown aria-hidden className="cw-drawer-chevron" />
      </button>
      <div id={id} hidden={!isOpen} className="cw-drawer-sub">
        {children}
      </div>
    </div>
  );
}

/** What the drawer lists, as plain rows; memoised, so opening and closing the drawer does not render it again. */
const DrawerEntries = memo(function DrawerEntries({ onClose }: { onClose: () => void }) {
  const showTalentToast = useTalentToast();
  const social = connectItems(publicSettings().social);
  return (
    <nav aria-label="Main" className="cw-drawer-list">
      <DrawerRowLink item={searchItem} onNavigate={onClose} />
      <DrawerRowLink item={aboutItem} onNavigate={onClose} />
      <DrawerRowLink item={blogItem} onNavigate={onClose} />
      <Submenu label="Resources">
        {resourceItems.map((item) => (
          <DrawerRowLink key={item.href} item={item} onNavigate={onClose} />
        ))}
      </Submenu>
      {social.length > 0 ? (
        <Submenu label="Connect">
          {social.map((item) => (
            <DrawerRowLink key={item.href} item={item} onNavigate={onClose} />
          ))}
        </Submenu>
      ) : null}
      <Submenu label="AI Resources">
        {AI_RESOURCES.map((name) => (
          <div key={name} className="cw-drawer-soon" aria-disabled="true">
            <span>{name}</span>
            <span className="cw-drawer-badge">{COMING_SOON}</span>
          </div>
        ))}
      </Submenu>
      <DrawerRowLink item={feedbackItem} onNavigate={onClose} />
      <button
        type="button"
        className="cw-drawer-row"
        onClick={() => {
          onClose();
          showTalentToast();
        }}
      >
        Talent
      </button>
      <DrawerAccount onNavigate={onClose} />
      {/* Opens in a new tab from the mobile menu (docs/product-requirements.md#top-bar). */}
      <PostJobButton newTab size="lg" mt={4} onClick={onClose} />
    </nav>
  );
});

/**
 * MobileNav's drawer: a top drawer with the bar's entries plus Search for a job, on the
 * browser's dialog element (NativeModal), which keeps focus inside while open, closes on Escape
 * or a tap beside the panel, and gives focus back to the menu button when it closes. MobileNav mounts it closed once its
 * code has arrived (the page idle), so its elements and their style rules exist before the
 * first tap, which then only shows them through openRef, rendering nothing.
 */
export function MobileNavDrawer({
  isOpen,
  setOpen,
  openRef,
  menuButton,
}: {
  isOpen: boolean;
  /** MobileNav's state: set here, so its first-load code holds no callbacks of the drawer's. */
  setOpen: (open: boolean) => void;
  openRef: MutableRefObject<(() => void) | null>;
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  const onClose = useCallback(() => setOpen(false), [setOpen]);
  // After a tap opened it through openRef (NativeModal): MobileNav's isOpen follows.
  const onOpen = useCallback(() => setOpen(true), [setOpen]);
  // Every close of the drawer's own goes through NativeModal's closeRef, which also closes it
  // when it was tapped open and isOpen has not come yet (Back pressed at once, say).
  const closer = useRef<(() => void) | null>(null);
  const close = useCallback(() => (closer.current ? closer.current() : onClose()), [onClose]);
  useCloseOnNavigation(close);
  return (
    <NativeModal
      id="main-menu-drawer"
      aria-label="Menu"
      isOpen={isOpen}
      onClose={onClose}
      onOpen={onOpen}
      openRef={openRef}
      closeRef={closer}
      finalFocusRef={menuButton}
      sx={DRAWER_STYLES}
    >
      <div className={`cw-drawer-panel ${NATIVE_MODAL_PANEL}`}>
        {/* Not a heading: the dialog's name is "Menu", not "Chainwork". */}
        <div className="cw-drawer-head">
          <Wordmark />
        </div>
        <button type="button" className="cw-drawer-close" aria-label="Close menu" onClick={close}>
          <FiX aria-hidden />
        </button>
        <div className="cw-drawer-body">
          <DrawerEntries onClose={close} />
        </div>
      </div>
    </NativeModal>
  );
}
