import { Box, Text } from '@chakra-ui/react';
import { FiLogOut, FiShield } from 'react-icons/fi';
import type { AuthUser } from '@chainwork/shared-config/browser';
import { Menu, MenuButton, MenuDivider, MenuGroup, MenuItem, MenuList } from '@chainwork/shared-config/chakra-overlays';
import { useMenuHandOver, type MenuHandOver } from '../menus/DeferredMenu';
import { NavLink } from '../menus/NavLink';
import { AccountAvatar, accountTriggerProps } from './AccountAvatar';
import { accountItems, displayName } from './account-items';
import { useSignOutEverywhere } from './use-sign-out-everywhere';

const itemStyle = {
  bg: 'transparent',
  _hover: { bg: 'whiteAlpha.100', textDecoration: 'none' },
  _focus: { bg: 'whiteAlpha.100' },
  py: 2.5,
  px: 4,
} as const;

/** AccountMenu's menu for a signed-in person, once Chakra's menu has loaded. */
export function AccountMenuLoaded({
  user,
  onSignOut,
  ...handOver
}: { user: AuthUser; onSignOut: () => Promise<void> | void } & MenuHandOver) {
  const button = useMenuHandOver(handOver);
  const signOutEverywhere = useSignOutEverywhere();
  const name = displayName(user);
  return (
    <Menu placement="bottom-end" isLazy>
      <MenuButton ref={button} aria-label={`Account menu for ${name}`} {...accountTriggerProps}>
        <AccountAvatar user={user} />
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
            void onSignOut();
          }}
          {...itemStyle}
        >
          Sign out
        </MenuItem>
        {signOutEverywhere && (
          <MenuItem icon={<FiShield aria-hidden />} onClick={signOutEverywhere} {...itemStyle}>
            Sign out everywhere
          </MenuItem>
        )}
      </MenuList>
    </Menu>
  );
}
