import { Box, Grid, HStack, Stack } from '@chakra-ui/react';
import type { SearchState } from '@chainwork/shared-config';
import { TOP_BAR_HEIGHT, useIsWideScreen } from '@chainwork/shared-config/react';
import { JobAlertButton } from '../alerts/JobAlertButton';
import { FiltersDrawer } from './filters/FiltersDrawer';
import { FollowSearch } from './results/FollowSearch';
import { FiltersPanelWithCounts } from './filters/FiltersPanel';
import { useSearchFacets } from './filters/use-search-facets';
import { SearchField } from './query/SearchField';
import type { EmptyAction } from './results/SearchStates';
import { SearchResults } from './results/SearchResults';
import { totalLabel } from './results/total-label';
import { useFeaturedJobs } from './results/use-featured-jobs';
import { useJobSearch } from './results/use-job-search';
import { activeFilters, FILTER_GROUP_LABELS, withoutGroup } from './state/active-filters';
import { biggestFilterGroup } from './state/biggest-filter';
import { effectiveSort, hasFilters, withoutFilters, withoutQuery } from './state/search-state';
import { useSearchState } from './state/use-search-state';

/**
 * The #job-search section: search text, filters (a sidebar on wide screens, a drawer on
 * small ones), sort, and the results. Everything it shows follows the URL.
 */
export function JobSearch() {
  const { state, update } = useSearchState();
  const search = useJobSearch(state);
  // In the same render as the list's first page: one tRPC batch.
  const pinned = useFeaturedJobs(state, search.isPlaceholderData);
  // Started here (with the search, so the counts are on their way at once), watched by the
  // filters; this section needs them only for the chips and the empty state's advice, which
  // exist only while filters are on.
  const { facets } = useSearchFacets(state, { watch: hasFilters(state) });
  const isWide = useIsWideScreen();

  const push = (next: (current: SearchState) => SearchState) => update(next, 'push');
  const chips = activeFilters(state, facets);
  const clearFilters = () => push(withoutFilters);
  const panel = { state, onChange: push };

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
  const showLabel = first && first.total > 0 ? `Show ${totalLabel(first.total, first.totalIsExact)}` : 'Show results';

  return (
    <Stack spacing={{ base: 5, md: 6 }}>
      <SearchField query={state.q} onCommit={(q, mode) => update((s) => ({ ...s, q }), mode)} />
      <Grid templateColumns={isWide ? '16.5rem minmax(0, 1fr)' : 'minmax(0, 1fr)'} gap={{ base: 6, lg: 10 }} alignItems="start">
        {isWide ? (
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
            <FiltersPanelWithCounts {...panel} />
          </Box>
        ) : null}
        <SearchResults
          search={search}
          pinned={pinned}
          sort={effectiveSort(state)}
          hasQuery={Boolean(state.q)}
          chips={chips}
          emptyActions={emptyActions}
          filtersButton={
            isWide ? null : <FiltersDrawer {...panel} activeCount={chips.length} showLabel={showLabel} onClearAll={clearFilters} />
          }
          alertButton={
            <HStack spacing={4} wrap="wrap">
              <FollowSearch state={state} />
              <JobAlertButton state={state} />
            </HStack>
          }
          onSort={(sort) => push((s) => ({ ...s, sort }))}
          onRemoveChip={(chip) => push(chip.without)}
          onClearAll={clearFilters}
        />
      </Grid>
    </Stack>
  );
}
