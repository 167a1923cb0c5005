export { createTrpcClient, trpcLinks, type TrpcClient, type TrpcClientOptions } from './client';
export { createQueryClient, retryDelay, suspenseQueryOptions } from './query-client';
export { trpcErrorCode, isFinalError, isMissingJob, isMissingPage, retryTransient } from './errors';
