import { Avatar } from '@chakra-ui/react';
import type { AuthUser } from '@chainwork/shared-config/browser';
import { displayName, initialOf } from './account-items';

/** The signed-in person's initial on the brand gradient: the account menu's button. */
export function AccountAvatar({ user }: { user: AuthUser }) {
  return (
    <Avatar
      size="sm"
      name={displayName(user)}
      getInitials={() => initialOf(user)}
      bgGradient="linear(to-br, brand.500, accent.500)"
      color="white"
      fontWeight="700"
    />
  );
}

/** The account menu button's own style (Chakra's menu button is otherwise unstyled). */
export const accountTriggerProps = {
  borderRadius: 'full',
  _focusVisible: { boxShadow: '0 0 0 3px var(--chakra-colors-accent-400)' },
} as const;
