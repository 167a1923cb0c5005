import { createContext, useContext } from 'react';
import type { SearchState } from '@chainwork/shared-config';

export interface SearchPanel {
  /** The state as just written (the optimistic one), ahead of the results' deferred copy. */
  state: SearchState;
  onChange: (next: (current: SearchState) => SearchState) => void;
}

/**
 * The filters' state for the drawer's panel, which sits inside the results section: the
 * section renders the deferred state (it is memoised and skipped by a tick's urgent render),
 * while the drawer's boxes and the sort must show a change at once. A context reaches them without
 * making the section render again.
 */
export const SearchPanelContext = createContext<SearchPanel | null>(null);

export function useSearchPanel(): SearchPanel {
  const panel = useContext(SearchPanelContext);
  if (!panel) throw new Error('useSearchPanel must be used inside JobSearch');
  return panel;
}
