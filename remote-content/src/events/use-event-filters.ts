import { type EventFilters } from '@chainwork/shared-config/content';
import { eventParams, parseEventParams } from '@chainwork/shared-config/schemas/content';
import { useUrlFilters, type FiltersUpdate } from '../shared/use-url-filters';

/** The calendar's filters and period (upcoming or the past archive), in the URL. */
export function useEventFilters(): [EventFilters, FiltersUpdate<EventFilters>] {
  return useUrlFilters(parseEventParams, eventParams);
}
