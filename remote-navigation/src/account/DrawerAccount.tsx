import { Avatar, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { FiLogOut, FiShield } from 'react-icons/fi';
import { publicSettings } from '@chainwork/shared-config';
import { useAuth } from '@chainwork/shared-config/react';
import { NavLink } from '../menus/NavLink';
import { rowStyle } from '../top-bar/drawer-row-style';
import { DrawerRowLink } from '../top-bar/DrawerRowLink';
import { accountItems, displayName, initialOf, signInItem } from './account-items';
import { useSignOutEverywhere } from './use-sign-out-everywhere';

/**
 * The drawer's account section: who is signed in, their pages and Sign out, or Sign in,
 * in the drawer's own row look.
 */
export function DrawerAccount({ onNavigate }: { onNavigate: () => void }) {
  const { status, user, signOut } = useAuth();
  const signOutEverywhere = useSignOutEverywhere();
  if (status === 'loading') return null;
  if (status !== 'signed-in' || !user) {
    return <DrawerRowLink item={signInItem(publicSettings())} onNavigate={onNavigate} />;
  }
  const name = displayName(user);
  return (
    <Stack
      as="section"
      aria-label="Your account"
      spacing={0}
      borderTopWidth="1px"
      borderBottomWidth="1px"
      borderColor="border.subtle"
      py={2}
      my={2}
    >
      <HStack px={3} py={2} spacing={3}>
        <Avatar
          size="sm"
          name={name}
          getInitials={() => initialOf(user)}
          bgGradient="linear(to-br, brand.500, accent.500)"
          color="white"
          fontWeight="700"
        />
        <Box minW={0} flex="1">
          <Text fontSize="xs" color="fg.muted">
            Signed in as
          </Text>
          <Text fontWeight="600" noOfLines={1}>
            {user.email ?? name}
          </Text>
        </Box>
      </HStack>
      {accountItems(user).map((item) => (
        <NavLink key={item.href} item={item} onClick={onNavigate} {...rowStyle} />
      ))}
      <DrawerAction
        icon={<FiLogOut aria-hidden />}
        onClick={() => {
          onNavigate();
          void signOut();
        }}
      >
        Sign out
      </DrawerAction>
      {signOutEverywhere && (
        <DrawerAction
          icon={<FiShield aria-hidden />}
          onClick={() => {
            onNavigate();
            signOutEverywhere();
          }}
        >
          Sign out everywhere
        </DrawerAction>
      )}
    </Stack>
  );
}

/** A button in the drawer's row look, icon first. */
function DrawerAction({ icon, onClick, children }: { icon: ReactElement; onClick: () => void; children: string }) {
  return (
    <Button variant="unstyled" {...rowStyle} h="auto" justifyContent="flex-start" leftIcon={icon} onClick={onClick}>
      {children}
    </Button>
  );
}
