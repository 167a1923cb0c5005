import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { memo, startTransition, useEffect, useRef, useState } from 'react';
import type { JobSummary } from '@chainwork/api';
import { CardListItem } from './CardListItem';
import { JobCard } from './JobCard';
import { JobListSkeleton } from './JobCardSkeleton';
import { useIntersection } from './use-intersection';

/**
 * Cards rendered with the list's first render: what a phone shows of the list once
 * scrolled to it (on `/` the list starts under the hero, out of the first screen). The rest
 * follow at once, CARDS_PER_PASS at a time, each batch in a transition: React renders it in
 * slices between which the browser can paint and answer a tap, and commits it on its own.
 * A transition's commit is one task, and the fourteen cards left of a first page in one
 * were a 30-50 ms task (120-200 ms on a phone: 4x); four cards commit in a quarter of that.
 */
const FIRST_RENDER_CARDS = 3;
const CARDS_PER_PASS = 4;

/** Start loading the next page this far before the visitor reaches the end of the list. */
const PREFETCH_ROOT_MARGIN = '600px 0px';

export const END_OF_RESULTS = "You've reached the end of the results.";
/** One search per page, so one pinned list: its label's id can be fixed. */
const FEATURED_LABEL_ID = 'featured-jobs-label';

/**
 * A card in its list item, memoised as one: the item's own styles (content-visibility) were
 * computed again for every card whenever the list rendered (a tick, the next page, the
 * counts arriving), though only the new cards had anything to draw.
 */
const JobCardItem = memo(function JobCardItem({ job, now, terms }: { job: JobSummary; now: Date; terms: readonly string[] }) {
  return (
    <CardListItem>
      <JobCard job={job} now={now} terms={terms} />
    </CardListItem>
  );
});

/** An ordered list of cards, named by `aria-label` or `aria-labelledby`. */
function CardList({
  jobs,
  now,
  terms,
  ...name
}: {
  jobs: readonly JobSummary[];
  now: Date;
  terms: readonly string[];
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  return (
    <Stack as="ol" spacing={4} listStyleType="none" m={0} {...name}>
      {jobs.map((job) => (
        <JobCardItem key={job.id} job={job} now={now} terms={terms} />
      ))}
    </Stack>
  );
}

/**
 * The search's pinned Featured jobs (`pinned`: left out of `jobs` by the caller), the
 * cards, then what comes after them: more load as the sentinel nears the viewport
 * (while `canAutoLoad`) and with a real "Load more jobs" button (keyboards, old browsers); a visible line
 * once there is nothing more. Loading more is off while the list shows a previous
 * search's results (`canLoadMore` false): its cursor belongs to that other search.
 */
export function ResultsList({
  pinned,
  jobs,
  terms,
  hasNextPage,
  canLoadMore,
  canAutoLoad,
  isFetchingNextPage,
  isFetchNextPageError,
  onLoadMore,
}: {
  pinned: readonly JobSummary[];
  jobs: readonly JobSummary[];
  terms: readonly string[];
  hasNextPage: boolean;
  canLoadMore: boolean;
  /** Whether nearing the end loads more by itself (the first few pages), or only the button. */
  canAutoLoad: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  onLoadMore: () => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  // One clock per list, so every card's age is measured against the same instant.
  const [now] = useState(() => new Date());
  // How many cards the list may render; it grows after each commit until all are in. A new
  // search's first page, no longer than the last, renders whole (in the search's own transition).
  const [limit, setLimit] = useState(FIRST_RENDER_CARDS);
  const rendered = Math.min(jobs.length, limit);
  useEffect(() => {
    if (limit < jobs.length) startTransition(() => setLimit((current) => current + CARDS_PER_PASS));
  }, [limit, jobs.length]);
  // Not while the deferred cards are still to come: the end of a short first render is not the list's end.
  const autoLoad = hasNextPage && canLoadMore && canAutoLoad && rendered >= jobs.length && !isFetchingNextPage && !isFetchNextPageError;
  useIntersection(sentinel, onLoadMore, { enabled: autoLoad, rootMargin: PREFETCH_ROOT_MARGIN }, jobs.length);

  return (
    <Stack spacing={6}>
      {pinned.length > 0 ? (
        <Stack spacing={3}>
          {/* Not a heading: the cards' titles are headings at the level of the results'. */}
          <Text id={FEATURED_LABEL_ID} fontWeight="800" color="white">
            Featured jobs
          </Text>
          <CardList jobs={pinned} now={now} terms={terms} aria-labelledby={FEATURED_LABEL_ID} />
        </Stack>
      ) : null}
      {/* Every job of a page may be pinned above: no empty list then. */}
      {jobs.length > 0 ? <CardList jobs={jobs.slice(0, rendered)} now={now} terms={terms} aria-label="Jobs" /> : null}
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
