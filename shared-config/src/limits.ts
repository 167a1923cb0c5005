/**
 * Limits the edge gateway enforces on `/api/trpc`, written once so the browser's tRPC
 * client and the gateway agree. Ours: the requirements leave them open, except that no batched
 * URL length limit is set on the client (docs/product-requirements.md#api-calls).
 */

/** Procedures in one batched request; the client's httpBatchLink `maxItems` splits larger batches. */
export const TRPC_MAX_BATCH_ITEMS = 10;

/** Bytes of a request body (mutations): generous for a job posting, small enough to refuse abuse. */
export const TRPC_MAX_BODY_BYTES = 262_144;

/**
 * Characters of a tRPC request's path and query. The client sets no URL length limit
 * (docs/product-requirements.md#api-calls), so the gateway's is generous: Cloudflare itself refuses URLs over 16 KB, and
 * with at most TRPC_MAX_BATCH_ITEMS search inputs a batch stays far below it. Past it the
 * gateway answers a tRPC-shaped 414 instead of the platform's bare error.
 */
export const TRPC_MAX_URL_LENGTH = 16_384;

/**
 * Mutations (tRPC POSTs) one client may send per period. The Workers Rate Limiting
 * binding only accepts periods of 10 or 60 seconds.
 */
export const MUTATION_RATE_LIMIT = { limit: 30, periodSeconds: 60 } as const;
