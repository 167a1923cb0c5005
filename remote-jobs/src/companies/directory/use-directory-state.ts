import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@chainwork/shared-config/router';
import type { HistoryMode } from '../../search/state/use-search-state';
import { directorySearch, parseDirectoryParams, type DirectoryParams } from './directory-params';

/**
 * The directory's search, ecosystem and hiring switch live in the URL, so a filtered list
 * can be shared and Back undoes a change. A choice pushes a history entry; typing replaces
 * after its first commit (see useQueryDraft).
 */
export function useDirectoryState(): { state: DirectoryParams; update: (next: DirectoryParams, mode: HistoryMode) => void } {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const state = useMemo(() => parseDirectoryParams(new URLSearchParams(query)), [query]);
  const update = useCallback(
    (next: DirectoryParams, mode: HistoryMode) => setParams(new URLSearchParams(directorySearch(next)), { replace: mode === 'replace' }),
    [setParams],
  );
  return { state, update };
}
