import { Container } from '@chakra-ui/react';
import { PAGE_MAX_WIDTH } from '@chainwork/shared-config/react';
import { useParams } from '@chainwork/shared-config/router';
import { RemoteSlot } from '../../remote-slot/RemoteSlot';

/**
 * /companies and /companies/:slug (one lazy page for both routes): the jobs remote's
 * directory, or the company page of the slug (the remote owns jobs and companies).
 */
export function CompanyRoutePage() {
  const { slug } = useParams();
  return (
    <Container maxW={PAGE_MAX_WIDTH} py={{ base: 10, md: 14 }}>
      <RemoteSlot module="jobs/Companies" props={slug ? { slug } : {}} />
    </Container>
  );
}
