export { TRPCProvider, useTRPC, useTRPCClient } from './trpc-context';
export { addComponentStyles, theme } from '../theme';
export {
  createTrpcClient,
  createQueryClient,
  retryDelay,
  suspenseQueryOptions,
  trpcLinks,
  trpcErrorCode,
  isFinalError,
  isMissingJob,
  isMissingPage,
  retryTransient,
} from '../trpc';
export { Wordmark } from './Wordmark';
export { PAGE_MAX_WIDTH, TOP_BAR_HEIGHT } from '../theme/layout';
export { usePrefetchOnApproach } from './use-prefetch-on-approach';
export { useAuth } from './use-auth';
export { useIsWideScreen, useMediaQueryMatch, usePrefersReducedMotion } from './use-media-query';
export { mergeRefs } from './merge-refs';
export { lazyOverlay } from './lazy-overlay';
