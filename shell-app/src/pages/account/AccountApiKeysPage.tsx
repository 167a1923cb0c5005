import { Container } from '@chakra-ui/react';
import { useAuth } from '@chainwork/shared-config/react';
import { RemoteSlot } from '../../remote-slot/RemoteSlot';
import { SignedOutNotice } from './SignedOutNotice';

/**
 * /account/api-keys: the person's keys for the public API, rendered by the content remote
 * (beside the API's reference on /developers). Someone signed out is asked to sign in and comes back.
 */
export function AccountApiKeysPage() {
  const { status, sessionEnded } = useAuth();
  if (status === 'loading') return null;
  if (status !== 'signed-in') return <SignedOutNotice what="your API keys" sessionEnded={sessionEnded ?? false} />;
  return (
    <Container maxW="3xl" py={{ base: 8, md: 12 }}>
      <RemoteSlot module="content/ContentPage" props={{ page: 'apiKeys' }} />
    </Container>
  );
}
