import { Badge, Button, HStack, Menu, MenuButton, MenuItem, MenuList, Text } from '@chakra-ui/react';
import { FiChevronDown } from 'react-icons/fi';
import { AI_RESOURCES, COMING_SOON } from '../menus/menu-items';

/** AI tools that are announced but not built: listed, marked Coming Soon, linking nowhere (docs/product-requirements.md#top-bar). */
export function AiResourcesMenu() {
  return (
    <Menu placement="bottom-start" isLazy>
      <MenuButton as={Button} variant="ghost" size="sm" rightIcon={<FiChevronDown aria-hidden />} fontWeight="600" color="whiteAlpha.900">
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
