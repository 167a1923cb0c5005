import { Container } from '@chakra-ui/react';
import { PAGE_MAX_WIDTH } from '@chainwork/shared-config/react';
import { DeferredSocialProof } from './DeferredSocialProof';
import { RemoteSlot } from '../remote-slot/RemoteSlot';

/**
 * /post-job: the jobs remote's guided form (its code loads on this route only) and, as
 * social proof, what people say about the board.
 */
export function PostJobRoutePage() {
  return (
    <>
      <Container maxW={PAGE_MAX_WIDTH} py={{ base: 8, md: 12 }}>
        <RemoteSlot module="jobs/PostJob" props={{}} />
      </Container>
      <DeferredSocialProof heading="Why teams post on Chainwork" />
    </>
  );
}
