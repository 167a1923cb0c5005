import { Container } from '@chakra-ui/react';
import { PAGE_MAX_WIDTH } from '@chainwork/shared-config/react';
import { useParams } from '@chainwork/shared-config/router';
import { RemoteSlot } from '../../remote-slot/RemoteSlot';
import { NotFoundPage } from '../NotFoundPage';

/** /companies: the jobs remote's directory of companies. */
export function CompaniesRoutePage() {
  return (
    <Container maxW={PAGE_MAX_WIDTH} py={{ base: 10, md: 14 }}>
      <RemoteSlot module="jobs/Companies" props={{}} />
    </Container>
  );
}

/** /companies/:slug: the jobs remote's company page (it owns jobs and companies). */
export function CompanyRoutePage() {
  const { slug } = useParams();
  if (!slug) return <NotFoundPage />;
  return (
    <Container maxW={PAGE_MAX_WIDTH} py={{ base: 10, md: 14 }}>
      <RemoteSlot module="jobs/CompanyPage" props={{ slug }} />
    </Container>
  );
}
