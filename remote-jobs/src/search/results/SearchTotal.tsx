import type { SearchState } from '@chainwork/shared-config';
import { useSearchFacets } from '../filters/use-search-facets';
import { shownTotal, totalLabel, type PageTotal } from './total-label';

/**
 * The results' count. Only while its page's count is "1,000+" does it watch the counts beside
 * the filters (the same query the section starts: no request of its own) for the exact total,
 * so their answer re-renders these words and nothing else.
 */
export function SearchTotal({ state, page }: { state: SearchState; page: PageTotal }) {
  const { facets, current } = useSearchFacets(state, { watch: !page.totalIsExact });
  const shown = shownTotal(page, current ? facets : undefined, state.sort === 'salary');
  return <>{totalLabel(shown.total, shown.exact)}</>;
}
