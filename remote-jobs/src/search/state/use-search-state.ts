import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
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
 * The router applies a navigation as a transition, so the page would show a ticked box
 * only some 100 ms after the click. Until the location catches up, the state just written
 * is used directly (optimistic): controls answer at once, and the URL stays the truth.
 */
export function useSearchState(): { state: SearchState; update: (next: StateUpdate, mode: HistoryMode) => void } {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const search = params.toString();
  const urlState = useMemo(() => normalizeState(parseSearchParams(new URLSearchParams(search))), [search]);
  // `from`: the URL when the write was made. Once the location moves (to the URL written, or
  // anywhere by Back), the write is done: dropped during that render, so a later return to
  // `from` shows that URL's state and not the old write.
  const [written, setWritten] = useState<{ from: string; state: SearchState } | null>(null);
  if (written && written.from !== search) setWritten(null);
  // Back or Forward before the router committed the write would land on `from` again and
  // revive the write: a history traversal always returns to the URL's truth.
  useEffect(() => {
    const dropWrite = () => setWritten(null);
    window.addEventListener('popstate', dropWrite);
    return () => window.removeEventListener('popstate', dropWrite);
  }, []);
  const state = written && written.from === search ? written.state : urlState;

  // Read at call time: two updates in one event must build on each other, not on a stale render.
  const latest = useRef({ state, location });
  latest.current = { state, location };
  const latestSearch = useRef(search);
  latestSearch.current = search;

  const update = useCallback((next: StateUpdate, mode: HistoryMode) => {
    const { state: current, location: here } = latest.current;
    const resolved = normalizeState(typeof next === 'function' ? next(current) : next);
    const query = toSearchParams(resolved).toString();
    const target = query ? `?${query}` : '';
    if (target === here.search) return;
    latest.current = { state: resolved, location: { ...here, search: target } };
    setWritten({ from: latestSearch.current, state: resolved });
    navigate({ pathname: here.pathname, search: target, hash: here.hash }, { replace: mode === 'replace', preventScrollReset: true });
  }, [navigate]);

  return { state, update };
}
