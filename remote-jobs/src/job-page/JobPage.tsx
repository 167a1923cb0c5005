import { Box, Divider, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { jobTitle } from '@chainwork/shared-config';
import type { JobPageProps } from '@chainwork/shared-config/federation';
import { isMissingJob, retryTransient, useTRPC } from '@chainwork/shared-config/react';
import { searchHref } from '../search/state/search-href';
import { CompanyAvatar } from '../ui/CompanyAvatar';
import { TagList } from '../ui/TagList';
import { ApplyButton } from './ApplyButton';
import { JobDescription } from './JobDescription';
import { JobFacts } from './JobFacts';
import { ClosedBanner, JobLoadError, JobNotFound, SEARCH_HREF } from './JobPageStates';
import { JobPageSkeleton } from './JobPageSkeleton';
import { SIMILAR_JOBS_ID, SIMILAR_JOBS_LIMIT, SimilarJobs } from './SimilarJobs';

/**
 * A job's page (`/jobs/:slug`). The query key is exactly `jobs.bySlug({ slug })`: the
 * shell reads the same cache entry to set the document title once the job is here.
 * Similar jobs are asked for at the same time, so both travel in one batched request.
 */
export function JobPage({ slug, renderShareBar }: JobPageProps) {
  const api = useTRPC();
  const { data: job, status, error, refetch, isRefetching } = useQuery(api.jobs.bySlug.queryOptions({ slug }, { retry: retryTransient }));
  const similar = useQuery(api.jobs.similar.queryOptions({ slug, limit: SIMILAR_JOBS_LIMIT }, { retry: retryTransient }));

  if (status === 'pending') return <JobPageSkeleton />;
  if (status === 'error') {
    return isMissingJob(error) ? <JobNotFound /> : <JobLoadError onRetry={() => void refetch()} isRetrying={isRefetching} />;
  }

  const shareBar = renderShareBar?.({ slug: job.Pretty_url, title: jobTitle(job) });
  const mainTag = job.tags[0];
  return (
    <Stack spacing={{ base: 10, md: 14 }}>
      <Stack as="article" spacing={{ base: 6, md: 8 }}>
        <Link as={RouterLink} to={SEARCH_HREF} color="fg.muted" fontSize="sm" alignSelf="start">
          ← All jobs
        </Link>
        <HStack spacing={{ base: 4, md: 5 }} align="center">
          <CompanyAvatar company={job.Company} logo={job.companyLogo} size="lg" />
          <Stack spacing={1} minW={0}>
            <Heading as="h1" fontSize={{ base: '2xl', md: '4xl' }} letterSpacing="-0.02em" lineHeight="1.15">
              {job.Title}
            </Heading>
            <Text fontSize="lg" color="whiteAlpha.800">
              {job.companyUrl ? (
                <Link href={job.companyUrl} target="_blank" rel="noopener noreferrer nofollow" fontWeight="600" color="white">
                  {job.Company}
                </Link>
              ) : (
                <Text as="span" fontWeight="600" color="white">
                  {job.Company}
                </Text>
              )}
            </Text>
          </Stack>
        </HStack>
        {job.expired ? <ClosedBanner similarJobsId={SIMILAR_JOBS_ID} /> : null}
        <JobFacts job={job} />
        <TagList tags={job.tags} label="Skills" linkTo={(tag) => searchHref({ tags: [tag] })} />
        <Stack direction={{ base: 'column', md: 'row' }} spacing={4} align={{ base: 'stretch', md: 'center' }} justify="space-between">
          {job.expired ? null : <ApplyButton href={job.applyUrl} />}
          {shareBar ? <Box>{shareBar}</Box> : null}
        </Stack>
        <Divider borderColor="border.subtle" />
        <JobDescription markdown={job.Description} />
        {job.expired ? null : (
          <Box bg="bg.surface" borderWidth="1px" borderColor="border.subtle" borderRadius="xl" p={{ base: 5, md: 8 }}>
            <Stack direction={{ base: 'column', md: 'row' }} spacing={4} justify="space-between" align={{ base: 'stretch', md: 'center' }}>
              <Text fontSize="lg" fontWeight="600">
                Interested in this role at {job.Company}?
              </Text>
              <ApplyButton href={job.applyUrl} />
            </Stack>
          </Box>
        )}
      </Stack>
      <SimilarJobs
        query={similar}
        moreHref={mainTag ? searchHref({ tags: [mainTag] }) : SEARCH_HREF}
        moreLabel={mainTag ? `More ${mainTag} jobs` : 'All open jobs'}
      />
    </Stack>
  );
}
