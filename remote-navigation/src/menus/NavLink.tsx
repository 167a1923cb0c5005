import { forwardRef } from 'react';
import { Link, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { mergeRefs, usePrefetchOnApproach } from '@chainwork/shared-config/react';
import type { NavItem } from './menu-items';

/**
 * A link for a NavItem: react-router's Link inside the app, a plain anchor for what
 * lives elsewhere (the RSS feed, social networks, mail). In-app links prefetch their
 * route's code as they come near the viewport (docs/product-requirements.md#link-prefetch).
 */
export const NavLink = forwardRef<HTMLAnchorElement, { item: NavItem } & Omit<LinkProps, 'href'>>(function NavLink(
  { item, children, ...rest },
  ref,
) {
  const prefetchRef = usePrefetchOnApproach<HTMLAnchorElement>(item.external ? null : item.href);
  const label = children ?? item.text;
  if (item.external) {
    const isWeb = /^https?:/i.test(item.href);
    return (
      <Link ref={ref} href={item.href} {...(isWeb ? { isExternal: true, rel: 'noopener noreferrer' } : {})} {...rest}>
        {label}
      </Link>
    );
  }
  return (
    <Link ref={mergeRefs(ref, prefetchRef)} as={RouterLink} to={item.href} {...rest}>
      {label}
    </Link>
  );
});
