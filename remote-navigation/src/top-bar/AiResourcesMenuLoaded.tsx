import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { Menu, MenuButton, MenuItem, MenuList } from '@chainwork/shared-config/chakra-overlays';
import { useMenuHandOver, type MenuHandOver } from '../menus/DeferredMenu';
import { AI_RESOURCES, COMING_SOON } from '../menus/menu-items';
import { navTriggerProps } from './nav-trigger';

/** AiResourcesMenu once Chakra's menu has loaded. */
export function AiResourcesMenuLoaded(handOver: MenuHandOver) {
  const button = useMenuHandOver(handOver);
  return (
    <Menu placement="bottom-start" isLazy>
      <MenuButton ref={button} as={Button} {...navTriggerProps}>
        AI Resources
      </MenuButton>
      <MenuList bg="bg.raised" borderColor="border.subtle" py={2} minW="260px">
        {AI_RESOURCES.map((name) => (
          <MenuItem key={name} isDisabled bg="transparent" py={2.5} px={4} cursor="default" opacity={1}>
            <HStack justify="space-between" w="full" spacing={4}>
              <Text color="whiteAlpha.800">{name}</Text>
              <Badge colorScheme="accent" variant="subtle" textTransform="none">
                {COMING_SOON}
              </Badge>
            </HStack>
          </MenuItem>
        ))}
      </MenuList>
    </Menu>
  );
}
