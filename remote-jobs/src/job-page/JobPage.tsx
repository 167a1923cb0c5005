import { Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { jobTitle } from '@chainwork/shared-config/meta';
import type { JobPageProps } from '@chainwork/shared-config/federation';
import { isMissingJob, lazyOverlay, retryTransient, useTRPC } from '@chainwork/shared-config/react';
import { searchHref } from '../search/state/search-href';
import { SEARCH_HREF } from './JobPageStates';
import { JobPageSkeleton } from './JobPageSkeleton';
import { SimilarJobs, useSimilarJobsOptions } from './SimilarJobs';
import { JobView } from './JobView';

/** Not found and failed to load: fetched when the page is idle, out of the first load's bytes. */
const loadFailures = () => import(/* webpackChunkName: "job-page-failures" */ './JobPageFailures');
const JobNotFound = lazyOverlay(() => loadFailures().then((m) => m.JobNotFound));
const JobLoadError = lazyOverlay(() => loadFailures().then((m) => m.JobLoadError));

/**
 * A job's page (`/jobs/:slug`). The query key is exactly `jobs.bySlug({ slug })`: the
 * shell reads the same cache entry to set the document title once the job is here.
 * Similar jobs are asked for at the same time, so both travel in one batched request, but
 * only their section watches that query: a query's answer re-renders its watchers in one
 * blocking task, and here that was the whole page.
 */
export function JobPage({ slug, renderShareBar }: JobPageProps) {
  const api = useTRPC();
  const { data: job, status, error, refetch, isRefetching } = useQuery(api.jobs.bySlug.queryOptions({ slug }, { retry: retryTransient }));
  const similarOptions = useSimilarJobsOptions(slug);
  useQuery({ ...similarOptions, notifyOnChangeProps: [] });

  if (status === 'pending') return <JobPageSkeleton />;
  if (status === 'error') {
    return (
      <Suspense fallback={null}>
        {isMissingJob(error) ? <JobNotFound /> : <JobLoadError onRetry={() => void refetch()} isRetrying={isRefetching} />}
      </Suspense>
    );
  }

  const shareBar = renderShareBar?.({ slug: job.Pretty_url, title: jobTitle(job) });
  const mainTag = job.tags[0];
  return (
    <Stack spacing={{ base: 10, md: 14 }}>
      <JobView job={job} shareBar={shareBar} />
      <SimilarJobs
        slug={slug}
        moreHref={mainTag ? searchHref({ tags: [mainTag] }) : SEARCH_HREF}
        moreLabel={mainTag ? `More ${mainTag} jobs` : 'All open jobs'}
      />
    </Stack>
  );
}
