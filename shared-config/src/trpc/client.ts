import { createTRPCClient, httpBatchLink, httpLink, loggerLink, splitLink, type TRPCLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '@chainwork/api';
import { TRPC_PATH } from '../constants';
import { TRPC_MAX_BATCH_ITEMS } from '../limits';

export interface TrpcClientOptions {
  /** Defaults to the same-origin relative path (docs/product-requirements.md#api-calls). */
  url?: string;
  fetch?: typeof fetch;
  /** Where failed responses are reported; defaults to the console. */
  logger?: (...args: unknown[]) => void;
}

/**
 * The links the requirements describe (docs/product-requirements.md#api-calls): a logger that reports only failed responses, then one batched
 * HTTP link (GET for queries with `batch=1&input=`, POST for mutations, superjson).
 * No batched URL length limit is set (docs/product-requirements.md#api-calls); batches are split at the gateway's
 * procedure limit, so the gateway never has to refuse one the client built.
 */
export function trpcLinks(options: TrpcClientOptions = {}): TRPCLink<AppRouter>[] {
  const log = options.logger ?? console.error;
  const transport = {
    url: options.url ?? TRPC_PATH,
    transformer: superjson,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  return [
    loggerLink<AppRouter>({
      enabled: (op) => op.direction === 'down' && op.result instanceof Error,
      logger: (op) => {
        if (op.direction === 'down' && op.result instanceof Error) log(`[trpc] ${op.type} ${op.path} failed:`, op.result.message);
      },
    }),
    // A call marked `context: { skipBatch: true }` travels alone (e.g. facet counts, so a
    // slower aggregate never holds back the result list); everything else is batched.
    splitLink<AppRouter>({
      condition: (op) => op.context.skipBatch === true,
      true: httpLink<AppRouter>(transport),
      false: httpBatchLink<AppRouter>({ ...transport, maxItems: TRPC_MAX_BATCH_ITEMS }),
    }),
  ];
}

export function createTrpcClient(options: TrpcClientOptions = {}) {
  return createTRPCClient<AppRouter>({ links: trpcLinks(options) });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;
