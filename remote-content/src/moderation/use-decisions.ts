import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '@chainwork/shared-config/react';
import { decisionError } from './decision-error';

/**
 * Runs a decision and refreshes every content query (the queues, their counts and the
 * public lists the decision changes); a failure becomes a DecisionError for the card.
 */
export function useDecision() {
  const trpc = useTRPC();
  const client = useQueryClient();
  return useCallback(
    async (work: () => Promise<unknown>) => {
      try {
        await work();
      } catch (error) {
        throw decisionError(error);
      }
      await client.invalidateQueries(trpc.content.pathFilter());
    },
    [client, trpc],
  );
}
