import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import type { JobSummary } from '@chainwork/api';
import { JobCard } from './JobCard';
import { JobListSkeleton } from './JobCardSkeleton';
import { useIntersection } from './use-intersection';

/** Start loading the next page this far before the visitor reaches the end of the list. */
const PREFETCH_ROOT_MARGIN = '600px 0px';

export const END_OF_RESULTS = "You've reached the end of the results.";

/**
 * The cards, then what comes after them: more load as the sentinel nears the viewport
 * and with a real "Load more jobs" button (keyboards, old browsers); a visible line
 * once there is nothing more. Loading more is off while the list shows a previous
 * search's results (`canLoadMore` false): its cursor belongs to that other search.
 */
export function ResultsList({
  pinned,
  jobs,
  terms,
  hasNextPage,
  canLoadMore,
  isFetchingNextPage,
  isFetchNextPageError,
  onLoadMore,
}: {
  /** What comes before the cards: the search's pinned Featured jobs. */
  pinned?: ReactNode;
  jobs: readonly JobSummary[];
  terms: readonly string[];
  hasNextPage: boolean;
  canLoadMore: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  onLoadMore: () => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  // One clock per list, so every card's age is measured against the same instant.
  const [now] = useState(() => new Date());
  const autoLoad = hasNextPage && canLoadMore && !isFetchingNextPage && !isFetchNextPageError;
  useIntersection(sentinel, onLoadMore, { enabled: autoLoad, rootMargin: PREFETCH_ROOT_MARGIN }, jobs.length);

  return (
    <Stack spacing={6}>
      {pinned}
      {/* Every job of a page may be pinned above: no empty list then. */}
      {jobs.length > 0 ? (
        <Stack as="ol" spacing={4} listStyleType="none" aria-label="Jobs" m={0}>
          {jobs.map((job) => (
            <Box as="li" key={job.id}>
              <JobCard job={job} now={now} terms={terms} />
            </Box>
          ))}
        </Stack>
      ) : null}
      {isFetchingNextPage ? <JobListSkeleton count={2} label="Loading more jobs" /> : null}
      <Box ref={sentinel} aria-hidden h="1px" />
      {hasNextPage ? (
        <Stack align="center" spacing={3}>
          {isFetchNextPageError ? (
            <Text role="alert" color="orange.200">
              The next jobs did not load. Check your connection and try again.
            </Text>
          ) : null}
          <Button
            onClick={onLoadMore}
            isDisabled={!canLoadMore}
            isLoading={isFetchingNextPage}
            loadingText="Loading more jobs"
            variant="outline"
            size="lg"
            px={10}
          >
            {isFetchNextPageError ? 'Retry loading more jobs' : 'Load more jobs'}
          </Button>
        </Stack>
      ) : (
        <Text textAlign="center" color="fg.muted" fontSize="sm" borderTopWidth="1px" borderColor="border.subtle" pt={6}>
          {END_OF_RESULTS}
        </Text>
      )}
    </Stack>
  );
}
