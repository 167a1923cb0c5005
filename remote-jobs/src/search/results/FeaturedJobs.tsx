import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { JobSummary } from '@chainwork/api';
import { JobCard } from './JobCard';

export const FEATURED_LIST_LABEL = 'Featured jobs';

/**
 * The Featured jobs pinned above the results: a labelled list of highlighted cards,
 * said plainly to be paid placements. Each of them is left out of the list below. The
 * label is not a heading: the cards' titles are headings at the level of the results'.
 */
export function FeaturedJobs({ jobs, terms }: { jobs: readonly JobSummary[]; terms: readonly string[] }) {
  const labelId = useId();
  // One clock for the list, as ResultsList does for its cards.
  const [now] = useState(() => new Date());
  return (
    <Stack spacing={3}>
      <Flex align="baseline" columnGap={3} rowGap={1} wrap="wrap">
        <Text id={labelId} fontWeight="800" color="white" letterSpacing="0.02em">
          {FEATURED_LIST_LABEL}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Paid placements matching your search
        </Text>
      </Flex>
      <Stack as="ol" spacing={4} listStyleType="none" aria-labelledby={labelId} m={0}>
        {jobs.map((job) => (
          <Box as="li" key={job.id}>
            <JobCard job={job} now={now} terms={terms} featured />
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
