import { Text } from '@chakra-ui/react';
import type { SubmitOutcome } from './use-newsletter-form';

const NOTES: Record<Exclude<SubmitOutcome, 'idle'>, string> = {
  opened: 'We opened our newsletter provider in a new tab: confirm your subscription there.',
  unconfigured: 'Newsletter sign-up is not available right now. Please try again later.',
};

/** What happened after a valid submit, announced politely to screen readers. */
export function OutcomeNote({ outcome }: { outcome: SubmitOutcome }) {
  if (outcome === 'idle') return null;
  return (
    <Text role="status" fontSize="sm" color={outcome === 'opened' ? 'green.200' : 'orange.200'}>
      {NOTES[outcome]}
    </Text>
  );
}
