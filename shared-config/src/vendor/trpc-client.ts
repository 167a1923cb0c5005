/**
 * What the front ends and @trpc/tanstack-react-query use of the tRPC client, shared under
 * the key `@trpc/client` (see chakra.ts for why a facade): the links we build our client
 * from and the error class, not the streaming, subscription and WebSocket links, which
 * no page uses. `vendor-impl/trpc-client` is a build alias for the package's ES module
 * entry (scripts/build/shared-deps.ts), a request that never matches the shared key itself.
 */
export {
  createTRPCClient,
  getUntypedClient,
  httpBatchLink,
  httpLink,
  loggerLink,
  splitLink,
  TRPCClientError,
  TRPCUntypedClient,
} from 'vendor-impl/trpc-client';
