/**
 * What the front ends and @trpc/tanstack-react-query use of TanStack Query, shared under
 * the key `@tanstack/react-query` (see chakra.ts for why a facade): the client, its
 * provider, the observers and hooks we call, not the suspense, queries, hydration and
 * mutation-state hooks no page uses. `vendor-impl/react-query` is a build alias for the
 * package's ES module entry (scripts/build/shared-deps.ts).
 */
export {
  hashKey,
  InfiniteQueryObserver,
  infiniteQueryOptions,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  QueryObserver,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from 'vendor-impl/react-query';
