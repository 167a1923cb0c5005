import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import type { JobSummary } from '@chainwork/api';
import { TOP_BAR_HEIGHT } from '@chainwork/shared-config/react';
import { CardListItem } from '../search/results/CardListItem';
import { JobCard } from '../search/results/JobCard';
import { JobListSkeleton } from '../search/results/JobCardSkeleton';

/** How many similar jobs a job page shows (the api allows up to 6). */
export const SIMILAR_JOBS_LIMIT = 4;
export const SIMILAR_JOBS_ID = 'similar-jobs';

/**
 * Open jobs like this one (`jobs.similar`), under the description; the closed banner of an
 * expired job links here. When there are none, a search for the job's main skill.
 */
export function SimilarJobs({
  query,
  moreHref,
  moreLabel,
}: {
  query: UseQueryResult<JobSummary[], unknown>;
  moreHref: string;
  moreLabel: string;
}) {
  const { data: jobs, isError, refetch, isRefetching } = query;
  const [now] = useState(() => new Date());
  let body;
  if (jobs && jobs.length > 0) {
    body = (
      <Stack as="ul" spacing={4} listStyleType="none" m={0} aria-label="Similar jobs">
        {jobs.map((job) => (
          <CardListItem key={job.id}>
            <JobCard job={job} now={now} />
          </CardListItem>
        ))}
      </Stack>
    );
  } else if (jobs) {
    body = <Text color="fg.muted">No similar open jobs right now.</Text>;
  } else if (isError) {
    body = (
      <Stack direction="row" align="center" spacing={3}>
        <Text color="fg.muted">Similar jobs could not be loaded.</Text>
        <Button size="sm" variant="outline" onClick={() => void refetch()} isLoading={isRefetching}>
          Retry
        </Button>
      </Stack>
    );
  } else {
    body = <JobListSkeleton count={2} label="Loading similar jobs" />;
  }
  return (
    <Stack
      as="section"
      id={SIMILAR_JOBS_ID}
      aria-labelledby={`${SIMILAR_JOBS_ID}-heading`}
      spacing={5}
      sx={{ scrollMarginTop: TOP_BAR_HEIGHT }}
    >
      <Heading as="h2" id={`${SIMILAR_JOBS_ID}-heading`} size="lg">
        Similar open jobs
      </Heading>
      {body}
      <Link as={RouterLink} to={moreHref} color="accent.200" fontWeight="600" alignSelf="start">
        {moreLabel} →
      </Link>
    </Stack>
  );
}
