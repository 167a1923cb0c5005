import { Avatar, Box, Button, Menu, MenuButton, MenuDivider, MenuGroup, MenuItem, MenuList, SkeletonCircle, Text } from '@chakra-ui/react';
import { FiLogOut } from 'react-icons/fi';
import { publicSettings } from '@chainwork/shared-config';
import { useAuth } from '@chainwork/shared-config/react';
import { NavLink } from '../menus/NavLink';
import { accountItems, displayName, initialOf, signInItem } from './account-items';

const itemStyle = {
  bg: 'transparent',
  _hover: { bg: 'whiteAlpha.100', textDecoration: 'none' },
  _focus: { bg: 'whiteAlpha.100' },
  py: 2.5,
  px: 4,
} as const;

/**
 * The top bar's account corner (docs/product-requirements.md#authentication: the navigation reads a user and sign-out from the
 * provider). Anonymous visitors get Sign in; signed-in people their initial, opening a
 * menu with their pages and Sign out. While a hosted provider is still loading, a circle
 * of the same size holds the place so the bar does not jump.
 */
export function AccountMenu({ compact = false }: { compact?: boolean }) {
  const { status, user, signOut } = useAuth();
  if (status === 'loading') return <SkeletonCircle size="8" aria-hidden />;
  if (status !== 'signed-in' || !user) {
    return (
      <Button
        as={NavLink}
        item={signInItem(publicSettings())}
        variant={compact ? 'ghost' : 'outline'}
        size="sm"
        fontWeight="600"
        borderColor="whiteAlpha.400"
        color="whiteAlpha.900"
        _hover={{ bg: 'whiteAlpha.100', textDecoration: 'none' }}
      >
        Sign in
      </Button>
    );
  }
  const name = displayName(user);
  return (
    <Menu placement="bottom-end" isLazy>
      <MenuButton
        aria-label={`Account menu for ${name}`}
        borderRadius="full"
        _focusVisible={{ boxShadow: '0 0 0 3px var(--chakra-colors-accent-400)' }}
      >
        <Avatar
          size="sm"
          name={name}
          getInitials={() => initialOf(user)}
          bgGradient="linear(to-br, brand.500, accent.500)"
          color="white"
          fontWeight="700"
        />
      </MenuButton>
      <MenuList bg="bg.raised" borderColor="border.subtle" py={2} minW="240px">
        <Box px={4} pt={1} pb={3}>
          <Text fontSize="xs" color="fg.muted">
            Signed in as
          </Text>
          <Text fontWeight="600" noOfLines={1} title={user.email ?? undefined}>
            {user.email ?? name}
          </Text>
        </Box>
        <MenuDivider borderColor="border.subtle" />
        <MenuGroup>
          {accountItems(user).map((item) => (
            <MenuItem key={item.href} as={NavLink} item={item} {...itemStyle}>
              {item.text}
            </MenuItem>
          ))}
        </MenuGroup>
        <MenuDivider borderColor="border.subtle" />
        <MenuItem
          icon={<FiLogOut aria-hidden />}
          onClick={() => {
            void signOut();
          }}
          {...itemStyle}
        >
          Sign out
        </MenuItem>
      </MenuList>
    </Menu>
  );
}
