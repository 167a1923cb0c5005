import { forwardRef } from 'react';
import { Link, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { NavItem } from './menu-items';

/**
 * A link for a NavItem: react-router's Link inside the app, a plain anchor for what
 * lives elsewhere (the RSS feed, social networks, mail).
 */
export const NavLink = forwardRef<HTMLAnchorElement, { item: NavItem } & Omit<LinkProps, 'href'>>(function NavLink({ item, children, ...rest }, ref) {
  const label = children ?? item.text;
  if (item.external) {
    const isWeb = /^https?:/i.test(item.href);
    return (
      <Link ref={ref} href={item.href} {...(isWeb ? { isExternal: true, rel: 'noopener noreferrer' } : {})} {...rest}>
        {label}
      </Link>
    );
  }
  return <Link ref={ref} as={RouterLink} to={item.href} {...rest}>{label}</Link>;
});
