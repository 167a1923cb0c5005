import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '@chainwork/shared-config/router';

export type FiltersUpdate<F> = (change: (current: F) => F) => void;

/**
 * Filters that live in the URL (shareable, restored on reload and by the back button).
 * Changes are functions of the latest filters, not of the last render's: two quick clicks
 * before the URL re-renders the page both count.
 */
export function useUrlFilters<F>(parse: (params: URLSearchParams) => F, serialise: (filters: F) => URLSearchParams): [F, FiltersUpdate<F>] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parse(params), [params, parse]);
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);
  const update = useCallback<FiltersUpdate<F>>(
    (change) => {
      const next = change(latest.current);
      latest.current = next;
      setParams(serialise(next), { replace: true, preventScrollReset: true });
    },
    [setParams, serialise],
  );
  return [filters, update];
}
