import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { directoryParams, parseDirectoryParams, type DirectoryFilters } from '@chainwork/shared-config';

/** The directory's filters live in the URL: shareable, restored on reload and by the back button. */
export function useDirectoryFilters(): [DirectoryFilters, (next: DirectoryFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseDirectoryParams(params), [params]);
  const setFilters = useCallback((next: DirectoryFilters) => setParams(directoryParams(next), { replace: true, preventScrollReset: true }), [setParams]);
  return [filters, setFilters];
}
