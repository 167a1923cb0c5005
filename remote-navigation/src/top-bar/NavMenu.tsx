import { Button, Menu, MenuButton, MenuItem, MenuList } from '@chakra-ui/react';
import { FiChevronDown } from 'react-icons/fi';
import { NavLink } from '../menus/NavLink';
import type { NavItem } from '../menus/menu-items';

/** A dropdown of links in the desktop bar (Resources, Connect). */
export function NavMenu({ label, items }: { label: string; items: NavItem[] }) {
  if (items.length === 0) return null;
  return (
    <Menu placement="bottom-start" isLazy>
      <MenuButton as={Button} variant="ghost" size="sm" rightIcon={<FiChevronDown aria-hidden />} fontWeight="600" color="whiteAlpha.900">
        {label}
      </MenuButton>
      <MenuList bg="bg.raised" borderColor="border.subtle" py={2} minW="220px">
        {items.map((item) => (
          <MenuItem
            key={item.href}
            as={NavLink}
            item={item}
            bg="transparent"
            _hover={{ bg: 'whiteAlpha.100', textDecoration: 'none' }}
            _focus={{ bg: 'whiteAlpha.100' }}
            py={2.5}
            px={4}
          >
            {item.text}
          </MenuItem>
        ))}
      </MenuList>
    </Menu>
  );
}
