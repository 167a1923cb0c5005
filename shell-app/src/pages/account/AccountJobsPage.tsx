import { Container } from '@chakra-ui/react';
import { PAGE_MAX_WIDTH, useAuth } from '@chainwork/shared-config/react';
import { RemoteSlot } from '../../remote-slot/RemoteSlot';
import { SignedOutNotice } from './SignedOutNotice';

/**
 * /account/jobs: the employer's dashboard, rendered by the jobs remote. Someone signed out
 * (or whose session ended here) is asked to sign in and comes back.
 */
export function AccountJobsPage() {
  const { status, sessionEnded } = useAuth();
  if (status === 'loading') return null;
  if (status !== 'signed-in') return <SignedOutNotice what="your jobs" sessionEnded={sessionEnded ?? false} />;
  return (
    <Container maxW={PAGE_MAX_WIDTH} py={{ base: 8, md: 12 }}>
      <RemoteSlot module="jobs/EmployerJobs" props={{}} />
    </Container>
  );
}
