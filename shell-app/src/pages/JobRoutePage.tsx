import { useCallback } from 'react';
import { Container } from '@chakra-ui/react';
import { JOB_PAGE_MAX_WIDTH } from '@chainwork/shared-config/job-layout';
import { useParams } from '@chainwork/shared-config/router';
import type { ShareBarProps } from '@chainwork/shared-config/federation';
import { RemoteSlot } from '../remote-slot/RemoteSlot';
import { NotFoundPage } from './NotFoundPage';

/** /jobs/:slug: the jobs remote renders the job; the navigation remote supplies its share bar. */
export function JobRoutePage() {
  const { slug } = useParams();
  const renderShareBar = useCallback((args: ShareBarProps) => <RemoteSlot module="navigation/ShareBar" props={args} />, []);
  if (!slug) return <NotFoundPage />;
  return (
    <Container maxW={JOB_PAGE_MAX_WIDTH} py={{ base: 10, md: 16 }}>
      <RemoteSlot module="jobs/JobPage" props={{ slug, renderShareBar }} />
    </Container>
  );
}
