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

/*
 * The api's input limits. The api's zod inputs and the gateway's routes import the same
 * numbers, so whatever the gateway lets through the api accepts, and an input the api
 * would refuse is answered at the gateway (a job path with a longer slug is a 404 there,
 * without an api call).
 */

/** Characters of a job slug; the jobs.slug column has the same CHECK. */
export const JOB_SLUG_MAX_LENGTH = 200;

/** Characters of a company slug in a search filter. */
export const COMPANY_SLUG_MAX_LENGTH = 80;

/** Similar jobs one `jobs.similar` call may ask for, and how many it gets by default. */
export const SIMILAR_JOBS_MAX = 6;
export const SIMILAR_JOBS_DEFAULT = 4;

/** Jobs in one job feed (`/rss.xml`, `/feed.json`). */
export const FEED_JOBS_DEFAULT = 50;

/**
 * Bytes of an asset store key (`<package>/<version>/<file>`): R2 refuses longer keys, so
 * the gateway answers a longer asset path with a 404 without asking the store.
 */
export const ASSET_KEY_MAX_BYTES = 1024;

/*
 * Reads under abuse. Each client has a budget of `units` per period for `/api/trpc`
 * queries; a procedure costs what it costs the api (READ_COSTS; a batch costs the sum of
 * its items). On Cloudflare the Workers Rate Limiting binding READ_RATE_LIMITER counts the
 * units per period (the binding allows 10 or 60 s); elsewhere an in-memory token bucket per
 * client holds `units` and refills them over the period, so a burst is allowed and a
 * sustained flood gets `units / periodSeconds` per second.
 */
// A visitor's burst: a dozen new searches with their facets at once; sustained, a new
// search every few seconds (cached answers cost little). A flood of cold facet counts gets
// one batch every quarter of a minute or so.
export const READ_BUDGET = { units: 300, periodSeconds: 60 } as const;

/**
 * Units per procedure, charged before the api is called: what an answer costs when the
 * api's caches have it (a job by its slug is one row; a search page a few indexed
 * lookups). Unlisted procedures cost READ_COST_DEFAULT.
 */
export const READ_COSTS: Readonly<Record<string, number>> = {
  'jobs.bySlug': 1,
  'jobs.facets': 2,
  'jobs.search': 3,
  'jobs.similar': 2,
  'jobs.featured': 1,
  'insights.market': 2,
  'feeds.sitemap': 6,
};
export const READ_COST_DEFAULT = 1;

/**
 * Units the api adds, per cache a request missed, to what READ_COSTS charged: a facet
 * count computed afresh (every filter's counts over the whole board) is the most
 * expensive read there is, a cached one is cheap. The api reports the sum in
 * READ_COST_HEADER; the gateway charges the client after the answer (and drops the header).
 */
export const COLD_READ_COSTS = { facets: 15, insights: 15, totals: 3, prefixWords: 1 } as const;
export const READ_COST_HEADER = 'x-chainwork-read-cost';

/**
 * Api calls one gateway isolate keeps in flight at most, and one client at most. Past the
 * first, the gateway sheds load (tRPC 503 with Retry-After; documents get generic
 * metadata) instead of queueing; past the second, that client is told to slow down (429).
 * Six per client is what one browser opens to one origin over HTTP/1.1: a visitor's page
 * (search, facets, skills, testimonials, an alert) never trips it, while 60 connections do.
 * (It was 2: a home page with three reads in flight under a slow api lost its results.)
 */
export const API_MAX_IN_FLIGHT = 32;
export const API_MAX_IN_FLIGHT_PER_CLIENT = 6;
