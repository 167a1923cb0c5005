import { Box, Grid, HStack, Stack } from '@chakra-ui/react';
import { memo, Suspense, useCallback, useDeferredValue, useMemo } from 'react';
import { NAV_BREAKPOINT, type SearchState } from '@chainwork/shared-config';
import { lazyOverlay, TOP_BAR_HEIGHT, useIsWideScreen } from '@chainwork/shared-config/react';
import { JobAlertButton } from '../alerts/JobAlertButton';
import { FiltersDrawer } from './filters/FiltersDrawer';
import { FollowSearch } from './results/FollowSearch';
import { useSearchFacets } from './filters/use-search-facets';
import { SearchField } from './query/SearchField';
import { SearchPanelContext } from './state/search-panel-context';
import type { EmptyAction } from './results/SearchStates';
import { SearchResults } from './results/SearchResults';
import { useFeaturedJobs } from './results/use-featured-jobs';
import { useJobSearch } from './results/use-job-search';
import { activeFilters, FILTER_GROUP_LABELS, withoutGroup } from './state/active-filters';
import { biggestFilterGroup } from './state/biggest-filter';
import { hasFilters, withoutFilters, withoutQuery } from './state/search-state';
import { useSearchState, type HistoryMode } from './state/use-search-state';

type Push = (next: (current: SearchState) => SearchState) => void;

const Field = memo(SearchField);

/**
 * The sidebar's filters in a chunk of their own (shared with the drawer's panel), out of the
 * first load's JavaScript: on a phone they open in a drawer; on a wide screen their fetch
 * starts when this module runs, beside the search's own requests, not at the first render.
 */
let filtersChunk: ReturnType<typeof importFilters> | null = null;
function importFilters() {
  return import(/* webpackChunkName: "search-filters" */ './filters/FiltersPanel');
}
const loadFilters = () => (filtersChunk ??= importFilters());
if (typeof window !== 'undefined' && window.matchMedia?.(`(min-width: ${NAV_BREAKPOINT})`)?.matches)
  void loadFilters().catch(() => undefined);
const SidebarFilters = lazyOverlay(() => loadFilters().then((m) => m.FiltersPanelWithCounts));

/** The sidebar of filters (wide screens); memoised, so a sort or typing leaves it alone. */
const FiltersAside = memo(function FiltersAside({ state, onChange }: { state: SearchState; onChange: Push }) {
  return (
    <Box
      as="aside"
      aria-label="Filters"
      position="sticky"
      top={`calc(${TOP_BAR_HEIGHT} + 1rem)`}
      maxH={`calc(100vh - ${TOP_BAR_HEIGHT} - 2rem)`}
      overflowY="auto"
      pr={2}
      pb={4}
    >
      <Suspense fallback={null}>
        <SidebarFilters state={state} onChange={onChange} />
      </Suspense>
    </Box>
  );
});

/**
 * The #job-search section: search text, filters (a sidebar on wide screens, a drawer on
 * small ones), sort, and the results. Everything it shows follows the URL.
 *
 * A tick, a scope or a sort renders its own control at once (the written state) and the
 * results after the next paint: the results section renders the deferred copy of the state
 * and is memoised, so the click's urgent render skips it and its cards, chips and counts
 * follow in an interruptible pass. The controls inside the results (the sort, the drawer's
 * filters) read the written state from a context, so they too answer at once.
 */
export function JobSearch() {
  const { state, update } = useSearchState();
  const shown = useDeferredValue(state);
  const isWide = useIsWideScreen();
  const push = useCallback<Push>((next) => update(next, 'push'), [update]);
  const commitQuery = useCallback((q: string | undefined, mode: HistoryMode) => update((s) => ({ ...s, q }), mode), [update]);
  const panel = useMemo(() => ({ state, onChange: push }), [state, push]);

  return (
    <SearchPanelContext.Provider value={panel}>
      <Stack spacing={{ base: 5, md: 6 }}>
        <Field query={state.q} onCommit={commitQuery} />
        <Grid templateColumns={isWide ? '16.5rem minmax(0, 1fr)' : 'minmax(0, 1fr)'} gap={{ base: 6, lg: 10 }} alignItems="start">
          {isWide ? <FiltersAside state={state} onChange={push} /> : null}
          <ResultsSection state={shown} push={push} isWide={isWide} />
        </Grid>
      </Stack>
    </SearchPanelContext.Provider>
  );
}

/** The results of the (deferred) state: the search, its Featured jobs, chips, empty-state advice, alert. */
const ResultsSection = memo(function ResultsSection({ state, push, isWide }: { state: SearchState; push: Push; isWide: boolean }) {
  const search = useJobSearch(state);
  // In the same render as the list's first page: one tRPC batch.
  const pinned = useFeaturedJobs(state, search.isPlaceholderData);
  // Started here (with the search, so the counts are on their way at once), watched by the
  // filters; this section needs them only for the chips and the empty state's advice, which
  // exist only while filters are on.
  const { facets } = useSearchFacets(state, { watch: hasFilters(state) });

  const chips = activeFilters(state, facets);
  const clearFilters = () => push(withoutFilters);

  const emptyActions: EmptyAction[] = [];
  const biggest = biggestFilterGroup(state, facets);
  if (biggest) {
    const values = chips
      .filter((c) => c.group === biggest)
      .map((c) => c.label)
      .join(', ');
    emptyActions.push({ label: `Remove ${FILTER_GROUP_LABELS[biggest]}: ${values}`, onClick: () => push((s) => withoutGroup(s, biggest)) });
  }
  if (hasFilters(state) && new Set(chips.map((c) => c.group)).size > 1)
    emptyActions.push({ label: 'Clear all filters', onClick: clearFilters });
  if (state.q) emptyActions.push({ label: 'Clear the search text', onClick: () => push(withoutQuery) });

  const first = search.data?.pages[0];

  return (
    <SearchResults
      state={state}
      search={search}
      pinned={pinned}
      chips={chips}
      emptyActions={emptyActions}
      filtersButton={isWide ? null : <FiltersDrawer activeCount={chips.length} page={first} onClearAll={clearFilters} />}
      alertButton={
        <HStack spacing={4} wrap="wrap">
          <FollowSearch state={state} />
          <JobAlertButton state={state} />
        </HStack>
      }
      onRemoveChip={(chip) => push(chip.without)}
      onClearAll={clearFilters}
    />
  );
});
