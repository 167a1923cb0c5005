import { Button } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from '@chainwork/shared-config/router';
import { publicSettings } from '@chainwork/shared-config';
import { RETURN_PARAM } from '../auth/after-sign-in';
import { AuthCard } from '../auth/AuthCard';

/**
 * What a private page shows to someone not signed in, including a session that ran out
 * while the page was open: a polite way back in that returns here, never an error.
 */
export function SignedOutNotice({ what, sessionEnded }: { what: string; sessionEnded: boolean }) {
  const location = useLocation();
  const signIn = `${publicSettings().signInPath}?${RETURN_PARAM}=${encodeURIComponent(location.pathname)}`;
  return (
    <AuthCard
      title={sessionEnded ? 'You have been signed out' : 'Sign in to continue'}
      lead={
        sessionEnded
          ? `Your session ended, so we signed you out to keep your account safe. Sign in again to see ${what}.`
          : `Sign in to see ${what}.`
      }
    >
      <Button as={RouterLink} to={signIn} size="lg" w="full" variant="brand">
        Sign in
      </Button>
    </AuthCard>
  );
}
