import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { eventParams, parseEventParams, type EventFilters } from '@chainwork/shared-config';

/** The calendar's filters and period (upcoming or the past archive) live in the URL. */
export function useEventFilters(): [EventFilters, (next: EventFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseEventParams(params), [params]);
  const setFilters = useCallback((next: EventFilters) => setParams(eventParams(next), { replace: true, preventScrollReset: true }), [setParams]);
  return [filters, setFilters];
}
