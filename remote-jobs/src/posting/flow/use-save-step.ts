import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@chainwork/shared-config/react';

/** `posting.saveStep`; the answer replaces the draft in the cache, so every step reads the saved data. */
export function useSaveStep() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.posting.saveStep.mutationOptions({
      onSuccess: (posting) => {
        queryClient.setQueryData(trpc.posting.draft.queryKey({ postingId: posting.id }), posting);
        void queryClient.invalidateQueries({ queryKey: trpc.posting.preview.queryKey({ postingId: posting.id }) });
      },
    }),
  );
}
