import { startTransition, useCallback, useMemo, useOptimistic, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@chainwork/shared-config/router';
import { parseSearchParams, toSearchParams, type SearchState } from '@chainwork/shared-config';
import { normalizeState } from './search-state';

export type HistoryMode = 'push' | 'replace';
export type StateUpdate = SearchState | ((current: SearchState) => SearchState);

/**
 * The search state, read from and written to the URL: the URL is the one source of
 * truth, so a search can be shared and Back restores the previous one.
 *
 * Writes keep the path and the hash (`/#job-search`): react-router's `setSearchParams`
 * would drop the hash, and the shell scrolls to the top when a pushed location loses it.
 * A write that would not change the URL is skipped, so no empty history entries pile up.
 *
 * The shell's router may apply a navigation as a transition, so a ticked box would show
 * only when that render commits (100 ms to a second on a busy page). A write is shown at
 * once as React's optimistic state of the navigation's transition: React drops it when
 * the transition ends, whichever location it ends on (the one written, or the one Back
 * returned to), so an old write can never outlive the URL.
 */
export function useSearchState(): { state: SearchState; update: (next: StateUpdate, mode: HistoryMode) => void } {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const search = params.toString();
  const urlState = useMemo(() => normalizeState(parseSearchParams(new URLSearchParams(search))), [search]);
  const [state, showWrite] = useOptimistic(urlState);

  // Read at call time: two updates in one event must build on each other, not on a stale render.
  const latest = useRef({ state, location });
  latest.current = { state, location };

  const update = useCallback(
    (next: StateUpdate, mode: HistoryMode) => {
      const { state: current, location: here } = latest.current;
      const resolved = normalizeState(typeof next === 'function' ? next(current) : next);
      const query = toSearchParams(resolved).toString();
      const target = query ? `?${query}` : '';
      if (target === here.search) return;
      latest.current = { state: resolved, location: { ...here, search: target } };
      startTransition(() => {
        showWrite(resolved);
        navigate({ pathname: here.pathname, search: target, hash: here.hash }, { replace: mode === 'replace', preventScrollReset: true });
      });
    },
    [navigate, showWrite],
  );

  return { state, update };
}
