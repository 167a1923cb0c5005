import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTRPC } from '@chainwork/shared-config/react';

/** The board's own tags that start with what the employer types (`posting.tagSuggestions`). */
export function useTagSuggestions(prefix: string): string[] {
  const trpc = useTRPC();
  const deferred = useDeferredValue(prefix);
  const { data } = useQuery({
    ...trpc.posting.tagSuggestions.queryOptions({ prefix: deferred }),
    enabled: deferred.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return deferred.length > 0 ? (data ?? []).map((s) => s.tag) : [];
}
