import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import { pageAuth } from '@chainwork/shared-config/browser';
import { PlannedPage } from './PlannedPage';

/**
 * Sign-in and sign-up belong to the hosted authentication provider (docs/product-requirements.md#authentication): when one is
 * configured its own form is mounted here; otherwise the page says plainly that it is not.
 */
export function AuthPage({ kind }: { kind: 'signIn' | 'signUp' }) {
  const provider = pageAuth();
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current || !provider.mount) return;
    return provider.mount(kind, host.current);
  }, [provider, kind]);
  if (!provider.mount) return <PlannedPage id={kind} />;
  return <Box ref={host} minH="420px" py={10} data-auth-form={kind} />;
}
