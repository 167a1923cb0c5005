import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { JOB_SEARCH_MAX_PAGE_SIZE, JOB_SEARCH_PAGE_SIZE, MAX_QUERY_LENGTH } from '@chainwork/shared-config';
import { naiveSearch } from '../bench/naive-search';
import { createApiCaches } from '../cache/api-caches';
import { countFacets } from '../search/facets';
import { expandPrefix, searchWithPrefixWords } from '../search/prefix-expansion';
import { planSearch } from '../search/search-plan';
import { facetsInput, searchInput } from './inputs';
import { ERROR_MESSAGES } from '../error-messages';
import { publicProcedure, router } from '../trpc';

/**
 * Procedures for `npm run bench:search` only. They exist only where the Worker runs with
 * ENABLE_BENCH_PROCEDURES=1 (the benchmark passes it with `--var`); anywhere else they
 * answer NOT_FOUND, like a procedure that does not exist.
 */
const benchProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.benchProcedures) throw new TRPCError({ code: 'NOT_FOUND', message: ERROR_MESSAGES.routeNotFound });
  return next();
});

export const benchRouter = router({
  /** The LIKE-scan baseline of the benchmark (see bench/naive-search.ts). */
  naiveSearch: benchProcedure
    .input(z.strictObject({
      q: z.string().min(1).max(MAX_QUERY_LENGTH),
      limit: z.number().int().min(1).max(JOB_SEARCH_MAX_PAGE_SIZE).default(JOB_SEARCH_PAGE_SIZE),
    }))
    .query(({ ctx, input }) => naiveSearch(ctx.db, { q: input.q, limit: input.limit, now: ctx.now() })),

  /**
   * jobs.search with empty caches: the total counted and a long prefix looked up on every
   * call, as for the first visitor of a search. The benchmark times it beside jobs.search.
   */
  coldSearch: benchProcedure.input(searchInput).query(({ ctx, input }) => {
    const { limit, cursor, direction: _direction, ...search } = input;
    const caches = createApiCaches();
    return searchWithPrefixWords(ctx.db, caches.prefixWords, planSearch(search), { now: ctx.now(), limit, cursor, totals: caches.totals });
  }),

  /** jobs.facets without its cache: every count taken, as for the first visitor of a search. */
  coldFacets: benchProcedure.input(facetsInput).query(async ({ ctx, input }) => {
    const plan = planSearch(input);
    return countFacets(ctx.db, { ...plan, text: await expandPrefix(ctx.db, plan.text) }, ctx.now());
  }),
});
