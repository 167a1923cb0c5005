import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '@chainwork/shared-config/react';
import type { PostingView } from '../../api/outputs';

type SaveStepOptions = ReturnType<ReturnType<typeof useTRPC>['posting']['saveStep']['mutationOptions']>;
export type SaveStepInput = Parameters<NonNullable<SaveStepOptions['mutationFn']>>[0];

/**
 * `posting.saveStep`; the answer replaces the draft in the cache, so every step reads the saved
 * data. A mutation of the app's client (its defaults: never retried), built in its mutation cache
 * and run with no observer: the step shows its pending state on its button alone, so the
 * mutation's own state changes re-render nothing (`useMutation` would render the whole step
 * twice, the first time before the request even leaves). Not `MutationObserver`: the shared
 * react-query facade the shell provides does not export it.
 */
export function useSaveStep(): (input: SaveStepInput) => Promise<PostingView> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    (input) =>
      queryClient
        .getMutationCache()
        .build(
          queryClient,
          trpc.posting.saveStep.mutationOptions({
            onSuccess: (posting) => {
              queryClient.setQueryData(trpc.posting.draft.queryKey({ postingId: posting.id }), posting);
              void queryClient.invalidateQueries({ queryKey: trpc.posting.preview.queryKey({ postingId: posting.id }) });
            },
          }),
        )
        .execute(input),
    [queryClient, trpc],
  );
}
