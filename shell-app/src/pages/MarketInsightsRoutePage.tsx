import { Container } from '@chakra-ui/react';
import { PAGE_MAX_WIDTH } from '@chainwork/shared-config/react';
import { RemoteSlot } from '../remote-slot/RemoteSlot';

/** /resources/job-market-analytics: the jobs remote's charts of the board's own data. */
export function MarketInsightsRoutePage() {
  return (
    <Container maxW={PAGE_MAX_WIDTH} py={{ base: 10, md: 16 }}>
      <RemoteSlot module="jobs/MarketInsights" props={{}} />
    </Container>
  );
}
