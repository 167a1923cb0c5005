import { Button } from '@chakra-ui/react';
import { lazyOverlay } from '@chainwork/shared-config/react';
import { DeferredMenu, MenuButtonLabel } from '../menus/DeferredMenu';
import type { NavItem } from '../menus/menu-items';
import { loadTopBarOverlays } from '../overlays/load-top-bar-overlays';
import { navTriggerProps } from './nav-trigger';

const NavMenuLoaded = lazyOverlay(() => loadTopBarOverlays().then((m) => m.NavMenuLoaded));

/** A dropdown of links in the desktop bar (Resources, Connect). */
export function NavMenu({ label, items }: { label: string; items: NavItem[] }) {
  if (items.length === 0) return null;
  return (
    <DeferredMenu
      trigger={
        <Button {...navTriggerProps}>
          <MenuButtonLabel>{label}</MenuButtonLabel>
        </Button>
      }
    >
      {(handOver) => <NavMenuLoaded label={label} items={items} {...handOver} />}
    </DeferredMenu>
  );
}
