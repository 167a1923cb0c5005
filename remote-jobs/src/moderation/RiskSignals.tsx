import { Flex, ListItem, Text, UnorderedList } from '@chakra-ui/react';
import type { RiskSignal } from '../api/outputs';
import { CheckGlyph, ShieldGlyph } from '../ui/icons';

const KIND_LABELS: Record<RiskSignal['kind'], string> = {
  'domain-mismatch': 'Domain mismatch',
  'free-mail': 'Free-mail address',
  duplicate: 'Likely duplicate',
  'scam-phrase': 'Scam phrase',
  'new-employer': 'New employer',
};

/** The automatic risk signals of a job in review, worst first as the api orders them; "none" said plainly. */
export function RiskSignals({ signals }: { signals: readonly RiskSignal[] }) {
  if (signals.length === 0) {
    return (
      <Flex align="center" gap={2} color="green.200" fontSize="sm" fontWeight="600">
        <CheckGlyph boxSize={4} />
        No risk signals
      </Flex>
    );
  }
  return (
    <UnorderedList styleType="none" ml={0} aria-label="Risk signals" spacing={2}>
      {signals.map((signal) => (
        <ListItem
          key={`${signal.kind}:${signal.message}`}
          display="flex"
          gap={3}
          alignItems="start"
          bg={signal.kind === 'new-employer' ? 'whiteAlpha.50' : 'rgba(251, 211, 141, 0.08)'}
          borderLeftWidth="3px"
          borderColor={signal.kind === 'new-employer' ? 'whiteAlpha.400' : 'orange.300'}
          borderRadius="md"
          px={3}
          py={2}
        >
          <ShieldGlyph boxSize={4} mt={0.5} color={signal.kind === 'new-employer' ? 'whiteAlpha.700' : 'orange.300'} />
          <Text fontSize="sm">
            <Text as="span" fontWeight="700">
              {KIND_LABELS[signal.kind]}:
            </Text>{' '}
            {signal.message}
          </Text>
        </ListItem>
      ))}
    </UnorderedList>
  );
}
