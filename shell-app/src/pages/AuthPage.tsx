import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import { publicSettings } from '@chainwork/shared-config';
import { pageAuth } from '@chainwork/shared-config/browser';
import { useAuth } from '@chainwork/shared-config/react';
import { LocalAuthFlow } from './auth/LocalAuthFlow';
import { PlannedPage } from './PlannedPage';

/**
 * Sign-in and sign-up (docs/product-requirements.md#authentication): the hosted provider mounts
 * its own form here (Clerk); with the local provider, the project's own e-mail flow. A hosted
 * provider that is not configured is said plainly.
 */
export function AuthPage({ kind }: { kind: 'signIn' | 'signUp' }) {
  const provider = pageAuth();
  const { status, user } = useAuth();
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current || !provider.mount) return;
    return provider.mount(kind, host.current);
  }, [provider, kind]);
  if (provider.mount) return <Box ref={host} minH="420px" py={10} data-auth-form={kind} />;
  if (publicSettings().authProvider === 'local') {
    return (
      <LocalAuthFlow
        intent={kind === 'signIn' ? 'sign-in' : 'sign-up'}
        signedInAs={status === 'signed-in' && user ? { email: user.email } : null}
      />
    );
  }
  return <PlannedPage id={kind} />;
}
