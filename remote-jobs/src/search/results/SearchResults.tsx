import { Box, Flex, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import type { JobSummary } from '@chainwork/api';
import type { SearchState } from '@chainwork/shared-config';
import { JOB_SEARCH_AUTO_LOAD_PAGES } from '@chainwork/shared-config';
import { lazyOverlay } from '@chainwork/shared-config/react';
import type { useJobSearch } from './use-job-search';
import { ActiveFilters } from './ActiveFilters';
import { NO_TERMS } from './JobCard';
import { JobListSkeleton } from './JobCardSkeleton';
import { ResultsList } from './ResultsList';
import type { EmptyAction } from './SearchStates';
import { SearchSortSelect } from './SortSelect';
import { SearchTotal } from './SearchTotal';
import type { ActiveFilter } from '../state/active-filters';

export const RESULTS_REGION_LABEL = 'Search results';

/**
 * The empty and the failed search in a chunk of their own, fetched when the page is idle: a
 * search shows them rarely, and the first load's bytes paid for the plain job cards instead.
 */
const loadStates = () => import(/* webpackChunkName: "search-states" */ './SearchStates');
const SearchEmpty = lazyOverlay(() => loadStates().then((m) => m.SearchEmpty));
const SearchError = lazyOverlay(() => loadStates().then((m) => m.SearchError));

/**
 * The results region: the count (a polite live region: it changes once per settled
 * search, so a screen reader hears "1,234 jobs" and not every keystroke), the sort, the
 * active filters, then the list or the state that replaces it. The search's pinned
 * Featured jobs come first, each left out of the list below, so every job shows once and
 * the count (all the jobs of the search) stays true.
 */
export function SearchResults({
  state,
  search,
  pinned,
  chips,
  emptyActions,
  filtersButton,
  alertButton,
  onRemoveChip,
  onClearAll,
}: {
  /** The search these results are of (the facets bring its exact count: SearchTotal). */
  state: SearchState;
  search: ReturnType<typeof useJobSearch>;
  /** The search's Featured jobs (`jobs.featured`), pinned above the list. */
  pinned: readonly JobSummary[];
  chips: readonly ActiveFilter[];
  emptyActions: readonly EmptyAction[];
  /** Small screens: the button that opens the filters drawer. */
  filtersButton: ReactNode;
  /** "Get these jobs by e-mail" for the search on screen. */
  alertButton?: ReactNode;
  onRemoveChip: (chip: ActiveFilter) => void;
  onClearAll: () => void;
}) {
  const { data, error, isPlaceholderData, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch, isRefetching } =
    search;
  const first = data?.pages[0];
  const jobs = data?.pages.flatMap((page) => page.items) ?? [];
  const terms = first?.terms ?? NO_TERMS;
  const updating = isPlaceholderData;

  const pinnedIds = new Set(pinned.map((job) => job.id));

  let body: ReactNode;
  if (data) {
    body =
      jobs.length === 0 ? (
        <SearchEmpty actions={emptyActions} />
      ) : (
        <ResultsList
          pinned={pinned}
          jobs={pinnedIds.size > 0 ? jobs.filter((job) => !pinnedIds.has(job.id)) : jobs}
          terms={terms}
          hasNextPage={hasNextPage}
          canLoadMore={!updating}
          canAutoLoad={data.pages.length < JOB_SEARCH_AUTO_LOAD_PAGES}
          isFetchingNextPage={isFetchingNextPage}
          isFetchNextPageError={isFetchNextPageError}
          // The sentinel and the button may both ask at once: one request, not a second that cancels the first.
          onLoadMore={() => void fetchNextPage({ cancelRefetch: false })}
        />
      );
  } else if (error) {
    body = <SearchError onRetry={() => void refetch()} isRetrying={isRefetching} />;
  } else {
    body = <JobListSkeleton />;
  }

  return (
    <Box as="section" aria-label={RESULTS_REGION_LABEL} aria-busy={!data || updating} minW={0}>
      <Stack spacing={5}>
        <Flex align="center" justify="space-between" gap={3} wrap="wrap">
          <HStack spacing={3} minH={8}>
            <Text role="status" aria-live="polite" fontWeight="700" fontSize="lg" color="white">
              {first ? <SearchTotal state={state} page={first} /> : ''}
            </Text>
            {updating ? (
              <HStack spacing={2} color="fg.muted" fontSize="sm" aria-hidden>
                <Spinner size="xs" speed="0.8s" />
                <Text as="span">Updating…</Text>
              </HStack>
            ) : null}
          </HStack>
          <HStack spacing={3}>
            {filtersButton}
            <SearchSortSelect />
          </HStack>
        </Flex>
        <Flex align="center" justify="space-between" gap={3} wrap="wrap">
          <ActiveFilters filters={chips} onRemove={onRemoveChip} onClearAll={onClearAll} />
          {alertButton ? <Box ml="auto">{alertButton}</Box> : null}
        </Flex>
        <Box opacity={updating ? 0.55 : 1} transition="opacity 0.2s" pointerEvents={updating ? 'none' : undefined}>
          <Suspense fallback={null}>{body}</Suspense>
        </Box>
      </Stack>
    </Box>
  );
}
