import { Button } from '@chakra-ui/react';
import { Menu, MenuButton, MenuItem, MenuList } from '@chainwork/shared-config/chakra-overlays';
import { useMenuHandOver, type MenuHandOver } from '../menus/DeferredMenu';
import { NavLink } from '../menus/NavLink';
import type { NavItem } from '../menus/menu-items';
import { navTriggerProps } from './nav-trigger';

/** NavMenu once Chakra's menu has loaded. */
export function NavMenuLoaded({ label, items, ...handOver }: { label: string; items: NavItem[] } & MenuHandOver) {
  const button = useMenuHandOver(handOver);
  return (
    <Menu placement="bottom-start" isLazy>
      <MenuButton ref={button} as={Button} {...navTriggerProps}>
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
