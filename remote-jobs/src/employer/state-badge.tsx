import { Badge } from '@chakra-ui/react';
import { POSTING_STATE_LABELS, type PostingState } from '@chainwork/shared-config/posting';

const SCHEMES: Record<PostingState, string> = {
  draft: 'gray',
  awaiting_payment: 'orange',
  in_review: 'purple',
  live: 'green',
  rejected: 'red',
  expired: 'yellow',
  closed: 'gray',
};

/** A posting's state in the words of the state machine. */
export function StateBadge({ state }: { state: PostingState }) {
  return (
    <Badge colorScheme={SCHEMES[state]} variant="subtle" borderRadius="full" px={2.5} py={0.5} fontSize="xs" textTransform="none">
      {POSTING_STATE_LABELS[state]}
    </Badge>
  );
}
