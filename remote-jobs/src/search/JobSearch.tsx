import { useMemo, useRef } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { JOB_SEARCH_PAGE_SIZE } from '@chainwork/shared-config';
import { useTRPC } from '@chainwork/shared-config/react';
import { JobCard } from './JobCard';
import { JobListSkeleton } from './JobCardSkeleton';
import { SearchEmpty, SearchError } from './SearchStates';
import { useIntersection } from './use-intersection';

/** Start loading the next page this far before the visitor reaches the end of the list. */
const PREFETCH_ROOT_MARGIN = '600px 0px';
const countFormat = new Intl.NumberFormat('en-US');

export function totalLabel(total: number): string {
  return total === 1 ? '1 open role' : `${countFormat.format(total)} open roles`;
}

/**
 * The #job-search section's list: the latest live jobs, a page at a time by cursor.
 * More pages load as the visitor scrolls (a sentinel near the end) and, as a fallback
 * for keyboards and old browsers, with a real "Load more jobs" button.
 */
export function JobSearch() {
  const trpc = useTRPC();
  const query = useInfiniteQuery(trpc.jobs.search.infiniteQueryOptions(
    { limit: JOB_SEARCH_PAGE_SIZE },
    { getNextPageParam: (page) => page.nextCursor },
  ));
  const { data, status, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch, isRefetching } = query;
  const sentinel = useRef<HTMLDivElement>(null);
  const jobs = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  // One clock per render, so every card's age is measured against the same instant.
  const now = useMemo(() => new Date(), [data]);

  const canAutoLoad = status === 'success' && hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  useIntersection(sentinel, () => void fetchNextPage(), { enabled: canAutoLoad, rootMargin: PREFETCH_ROOT_MARGIN }, [jobs.length]);

  if (status === 'pending') return <JobListSkeleton />;
  if (status === 'error') return <SearchError onRetry={() => void refetch()} isRetrying={isRefetching} />;
  if (jobs.length === 0) return <SearchEmpty />;

  const total = data.pages[0]?.total ?? jobs.length;
  return (
    <Stack spacing={6}>
      <HStack justify="space-between">
        <Text color="fg.muted" aria-live="polite">
          <Text as="span" fontWeight="700" color="white">{totalLabel(total)}</Text>
          {jobs.length < total ? `, showing the newest ${countFormat.format(jobs.length)}` : null}
        </Text>
      </HStack>
      <Stack as="ol" spacing={4} listStyleType="none" aria-label="Jobs">
        {jobs.map((job) => <Box as="li" key={job.id}><JobCard job={job} now={now} /></Box>)}
      </Stack>
      {isFetchingNextPage ? <JobListSkeleton count={2} /> : null}
      <Box ref={sentinel} aria-hidden h="1px" />
      {hasNextPage ? (
        <Stack align="center" spacing={3}>
          {isFetchNextPageError ? <Text role="alert" color="orange.200">The next jobs did not load. Check your connection and try again.</Text> : null}
          <Button onClick={() => void fetchNextPage()} isLoading={isFetchingNextPage} loadingText="Loading more jobs" variant="outline" size="lg" px={10}>
            {isFetchNextPageError ? 'Retry loading more jobs' : 'Load more jobs'}
          </Button>
        </Stack>
      ) : (
        <Text textAlign="center" color="fg.muted" fontSize="sm">You have seen every open role. New jobs are added every week.</Text>
      )}
    </Stack>
  );
}
