import { Link as RouterLink } from '@chainwork/shared-config/router';
import { usePrefetchOnApproach } from '@chainwork/shared-config/react';
import type { NavItem } from '../menus/menu-items';

/**
 * A row of the mobile drawer for a NavItem, as NavLink does it (react-router's Link inside the
 * app, prefetching its route's code near the viewport; a plain anchor for what lives elsewhere,
 * a web page in a new tab), but a plain element on the drawer's rule set (`cw-drawer-row`): the
 * opening restyles it as a plain element, not a Chakra Link with a class of its own.
 */
export function DrawerRowLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const prefetchRef = usePrefetchOnApproach<HTMLAnchorElement>(item.external ? null : item.href);
  if (item.external) {
    const isWeb = /^https?:/i.test(item.href);
    return (
      <a
        className="cw-drawer-row"
        href={item.href}
        onClick={onNavigate}
        {...(isWeb ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {item.text}
      </a>
    );
  }
  return (
    <RouterLink ref={prefetchRef} className="cw-drawer-row" to={item.href} onClick={onNavigate}>
      {item.text}
    </RouterLink>
  );
}
