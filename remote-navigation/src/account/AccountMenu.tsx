import { Box, Button, SkeletonCircle } from '@chakra-ui/react';
import { publicSettings } from '@chainwork/shared-config';
import { lazyOverlay, useAuth } from '@chainwork/shared-config/react';
import { DeferredMenu, MenuButtonLabel } from '../menus/DeferredMenu';
import { NavLink } from '../menus/NavLink';
import { loadTopBarOverlays } from '../overlays/load-top-bar-overlays';
import { AccountAvatar, accountTriggerProps } from './AccountAvatar';
import { displayName, signInItem } from './account-items';

const AccountMenuLoaded = lazyOverlay(() => loadTopBarOverlays().then((m) => m.AccountMenuLoaded));

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
    <DeferredMenu
      trigger={
        <Box
          as="button"
          type="button"
          aria-label={`Account menu for ${name}`}
          className="chakra-menu__menu-button"
          // What Chakra's MenuButton and the theme's menu give its button.
          display="inline-flex"
          appearance="none"
          alignItems="center"
          outline={0}
          transitionProperty="common"
          transitionDuration="normal"
          {...accountTriggerProps}
        >
          <MenuButtonLabel>
            <AccountAvatar user={user} />
          </MenuButtonLabel>
        </Box>
      }
    >
      {(handOver) => <AccountMenuLoaded user={user} onSignOut={signOut} {...handOver} />}
    </DeferredMenu>
  );
}
