import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { retryTransient, TOP_BAR_HEIGHT, useTRPC } from '@chainwork/shared-config/react';
import { CardListItem } from '../search/results/CardListItem';
import { JobCard } from '../search/results/JobCard';
import { JobListSkeleton } from '../search/results/JobCardSkeleton';

/** How many similar jobs a job page shows (the api allows up to 6). */
export const SIMILAR_JOBS_LIMIT = 4;
export const SIMILAR_JOBS_ID = 'similar-jobs';

/** The `jobs.similar` query of the job at `slug`: the job page starts it, this section watches it. */
export function useSimilarJobsOptions(slug: string) {
  const api = useTRPC();
  return api.jobs.similar.queryOptions({ slug, limit: SIMILAR_JOBS_LIMIT }, { retry: retryTransient });
}

/**
 * Below the description, out of sight on a first view: not styled, laid out or painted until
 * it nears the viewport (its cards already were not; this spares the heading, the skeleton
 * and the link too), with a box of its usual height meanwhile (one card column: 960 px on a
 * phone, 830 px from md up). The clip margin keeps a card's hover lift and focus ring, which
 * paint containment would cut at the section's edge; the scroll margin keeps the heading
 * clear of the top bar when the closed notice's link scrolls here.
 */
const OFFSCREEN_SECTION = {
  scrollMarginTop: TOP_BAR_HEIGHT,
  contentVisibility: 'auto',
  containIntrinsicSize: { base: 'auto 960px', md: 'auto 830px' },
  overflowClipMargin: '32px',
} as const;

/**
 * Open jobs like this one (`jobs.similar`), under the description; the closed banner of an
 * expired job links here. When there are none, a search for the job's main skill.
 */
export function SimilarJobs({ slug, moreHref, moreLabel }: { slug: string; moreHref: string; moreLabel: string }) {
  // Watches only (`enabled: false`): the job page's own observer fetches and refetches it.
  const { data, isError, refetch, isRefetching } = useQuery({ ...useSimilarJobsOptions(slug), enabled: false });
  // A query's answer re-renders in one blocking task; the cards then follow in a deferred
  // render, in slices, the skeleton staying meanwhile.
  const jobs = useDeferredValue(data);
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
    <Stack as="section" id={SIMILAR_JOBS_ID} aria-labelledby={`${SIMILAR_JOBS_ID}-heading`} spacing={5} sx={OFFSCREEN_SECTION}>
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
