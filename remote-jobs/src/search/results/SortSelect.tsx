import { FormControl, FormLabel, Select } from '@chakra-ui/react';
import type { SearchSort } from '@chainwork/shared-config';
import { useSearchPanel } from '../state/search-panel-context';
import { effectiveSort } from '../state/search-state';

const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  salary: 'Highest salary',
};

/**
 * The search's sort, from the state as just written (the search panel's context): the select
 * shows a change at once, while the results it reorders follow in their deferred pass.
 */
export function SearchSortSelect() {
  const { state, onChange } = useSearchPanel();
  return <SortSelect value={effectiveSort(state)} hasQuery={Boolean(state.q)} onChange={(sort) => onChange((s) => ({ ...s, sort }))} />;
}

/** Sort by relevance (needs search text), newest, or salary (only jobs that state one). */
export function SortSelect({ value, hasQuery, onChange }: { value: SearchSort; hasQuery: boolean; onChange: (sort: SearchSort) => void }) {
  return (
    <FormControl display="flex" alignItems="center" w="auto" gap={2}>
      <FormLabel htmlFor="job-search-sort" m={0} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        Sort by
      </FormLabel>
      <Select
        id="job-search-sort"
        size="sm"
        w="auto"
        value={value}
        onChange={(event) => onChange(event.target.value as SearchSort)}
        bg="bg.surface"
        borderColor="border.subtle"
        borderRadius="md"
        sx={{ option: { background: 'var(--chakra-colors-ink-900)' } }}
      >
        {(Object.keys(SORT_LABELS) as SearchSort[]).map((sort) => (
          <option key={sort} value={sort} disabled={sort === 'relevance' && !hasQuery}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </Select>
    </FormControl>
  );
}
