import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatCount } from './facet-options';

/** A filter group: a fieldset named by its legend, so it reads as a labelled group. */
export function FilterGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box as="fieldset" border="0" p="0" m="0" minW="0">
      <Box as="legend" p="0" mb={3} fontSize="xs" fontWeight="700" letterSpacing="0.08em" textTransform="uppercase" color="whiteAlpha.700">
        {label}
      </Box>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

/** A count beside a filter value; part of the control's name ("Senior 120"). */
export function CountLabel({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <Text
      as="span"
      ml="auto"
      pl={2}
      fontSize="sm"
      color={count === 0 ? 'whiteAlpha.400' : 'fg.muted'}
      sx={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {formatCount(count)}
    </Text>
  );
}
