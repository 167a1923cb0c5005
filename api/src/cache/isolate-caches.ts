import { createApiCaches } from './api-caches';

/** The isolate's one set of caches, shared by its requests: the tRPC procedures' and the search feeds'. */
export const isolateCaches = createApiCaches();
