import { useToast } from '@chakra-ui/react';
import { useAuth } from '@chainwork/shared-config/react';

/** Said when "Sign out everywhere" did not reach the server: the other devices are still signed in. */
export const SIGN_OUT_EVERYWHERE_FAILED =
  'Could not sign out everywhere just now. Your other devices are still signed in; please try again.';

/**
 * "Sign out everywhere" for the account menu and the drawer: undefined where the provider has
 * none (Clerk lists sessions on its own page); a failure is said in a toast, not swallowed.
 */
export function useSignOutEverywhere(): (() => void) | undefined {
  const { signOutEverywhere } = useAuth();
  const toast = useToast();
  if (!signOutEverywhere) return undefined;
  return () => {
    signOutEverywhere().catch(() => toast({ status: 'error', title: SIGN_OUT_EVERYWHERE_FAILED, isClosable: true }));
  };
}
