import { Box } from '@chakra-ui/react';
import { memo, useCallback } from 'react';
import type { SearchSort } from '@chainwork/shared-config';
import { useSearchPanel } from '../state/search-panel-context';
import { effectiveSort } from '../state/search-state';
import { CONTROL_STYLES } from '../filters/control-styles';

const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  salary: 'Highest salary',
};

/**
 * The search's sort, from the state as just written (the search panel's context): the select
 * shows a change at once, while the results it reorders follow in their deferred pass. The
 * select itself is memoised, so a tick elsewhere (a new context value) leaves it alone.
 */
export function SearchSortSelect() {
  const { state, onChange } = useSearchPanel();
  const onSort = useCallback((sort: SearchSort) => onChange((s) => ({ ...s, sort })), [onChange]);
  return <MemoSortSelect value={effectiveSort(state)} hasQuery={Boolean(state.q)} onChange={onSort} />;
}

/** Sort by relevance (needs search text), newest, or salary (only jobs that state one). */
export function SortSelect({ value, hasQuery, onChange }: { value: SearchSort; hasQuery: boolean; onChange: (sort: SearchSort) => void }) {
  return (
    <Box sx={CONTROL_STYLES} className="cw-inline">
      <label htmlFor="job-search-sort" className="cw-field-label">
        Sort by
      </label>
      <select id="job-search-sort" className="cw-select" value={value} onChange={(event) => onChange(event.target.value as SearchSort)}>
        {(Object.keys(SORT_LABELS) as SearchSort[]).map((sort) => (
          <option key={sort} value={sort} disabled={sort === 'relevance' && !hasQuery}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </Box>
  );
}

const MemoSortSelect = memo(SortSelect);
