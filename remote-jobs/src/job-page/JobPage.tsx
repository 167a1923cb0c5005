import { Box, Divider, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { jobTitle } from '@chainwork/shared-config';
import type { JobPageProps } from '@chainwork/shared-config/federation';
import { useTRPC } from '@chainwork/shared-config/react';
import { isMissingJob, retryTransient } from '../api/trpc-error';
import { CompanyAvatar } from '../ui/CompanyAvatar';
import { TagList } from '../ui/TagList';
import { ApplyButton } from './ApplyButton';
import { JobDescription } from './JobDescription';
import { JobFacts } from './JobFacts';
import { ClosedBanner, JobLoadError, JobNotFound, SEARCH_HREF } from './JobPageStates';
import { JobPageSkeleton } from './JobPageSkeleton';

/**
 * A job's page (`/jobs/:slug`). The query key is exactly `jobs.bySlug({ slug })`: the
 * shell reads the same cache entry to set the document title once the job is here.
 */
export function JobPage({ slug, renderShareBar }: JobPageProps) {
  const trpc = useTRPC();
  const { data: job, status, error, refetch, isRefetching } = useQuery(
    trpc.jobs.bySlug.queryOptions({ slug }, { retry: retryTransient }),
  );

  if (status === 'pending') return <JobPageSkeleton />;
  if (status === 'error') {
    return isMissingJob(error) ? <JobNotFound /> : <JobLoadError onRetry={() => void refetch()} isRetrying={isRefetching} />;
  }

  const shareBar = renderShareBar?.({ slug: job.Pretty_url, title: jobTitle(job) });
  return (
    <Stack as="article" spacing={{ base: 6, md: 8 }}>
      <Link as={RouterLink} to={SEARCH_HREF} color="fg.muted" fontSize="sm" alignSelf="start">← All jobs</Link>
      <HStack spacing={{ base: 4, md: 5 }} align="center">
        <CompanyAvatar company={job.Company} logo={job.companyLogo} size="lg" />
        <Stack spacing={1} minW={0}>
          <Heading as="h1" fontSize={{ base: '2xl', md: '4xl' }} letterSpacing="-0.02em" lineHeight="1.15">{job.Title}</Heading>
          <Text fontSize="lg" color="whiteAlpha.800">
            {job.companyUrl
              ? <Link href={job.companyUrl} target="_blank" rel="noopener noreferrer nofollow" fontWeight="600" color="white">{job.Company}</Link>
              : <Text as="span" fontWeight="600" color="white">{job.Company}</Text>}
          </Text>
        </Stack>
      </HStack>
      {job.expired ? <ClosedBanner /> : null}
      <JobFacts job={job} />
      <TagList tags={job.tags} />
      <Stack direction={{ base: 'column', md: 'row' }} spacing={4} align={{ base: 'stretch', md: 'center' }} justify="space-between">
        {job.expired ? null : <ApplyButton href={job.applyUrl} />}
        {shareBar ? <Box>{shareBar}</Box> : null}
      </Stack>
      <Divider borderColor="border.subtle" />
      <JobDescription markdown={job.Description} />
      {job.expired ? null : (
        <Box bg="bg.surface" borderWidth="1px" borderColor="border.subtle" borderRadius="xl" p={{ base: 5, md: 8 }}>
          <Stack direction={{ base: 'column', md: 'row' }} spacing={4} justify="space-between" align={{ base: 'stretch', md: 'center' }}>
            <Text fontSize="lg" fontWeight="600">Interested in this role at {job.Company}?</Text>
            <ApplyButton href={job.applyUrl} />
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
