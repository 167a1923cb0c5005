import { z } from 'zod';
import { JOB_SEARCH_MAX_PAGE_SIZE, JOB_SEARCH_PAGE_SIZE, MAX_QUERY_LENGTH } from '@chainwork/shared-config';
import { createApiCaches } from '../cache/api-caches';
import { appRouter } from '../root';
import { facetsInput, searchInput } from '../router/inputs';
import { countFacets } from '../search/facets';
import { FacetMatrixHolder } from '../search/facet-matrix';
import { expandPrefix, searchWithPrefixWords } from '../search/prefix-expansion';
import { planSearch } from '../search/search-plan';
import { publicProcedure, router } from '../trpc';
import { naiveSearch } from './naive-search';

/**
 * Procedures for `npm run bench:search` only. They live in the benchmark's own Worker
 * (`worker.ts`, `wrangler.bench.jsonc`); the production router never mounts them.
 */
export const benchRouter = router({
  /** The LIKE-scan baseline of the benchmark (see naive-search.ts). */
  naiveSearch: publicProcedure
    .input(
      z.strictObject({
        q: z.string().min(1).max(MAX_QUERY_LENGTH),
        limit: z.number().int().min(1).max(JOB_SEARCH_MAX_PAGE_SIZE).default(JOB_SEARCH_PAGE_SIZE),
      }),
    )
    .query(({ ctx, input }) => naiveSearch(ctx.db, { q: input.q, limit: input.limit, now: ctx.now() })),
  /**
   * jobs.search with empty caches: the total counted and a long prefix looked up on every
   * call, as for the first visitor of a search. The benchmark times it beside jobs.search.
   */
  coldSearch: publicProcedure.input(searchInput).query(({ ctx, input }) => {
    const { limit, cursor, direction: _direction, ...search } = input;
    const caches = createApiCaches();
    return searchWithPrefixWords(ctx.db, caches.prefixWords, planSearch(search), { now: ctx.now(), limit, cursor, totals: caches.totals });
  }),
  /**
   * jobs.facets without its kept answer: every count taken, as for the first visitor of a
   * search (the isolate's facet matrix as it is: it changes only when the index does).
   */
  coldFacets: publicProcedure.input(facetsInput).query(async ({ ctx, input }) => {
    const plan = planSearch(input);
    return countFacets(ctx.db, { ...plan, text: await expandPrefix(ctx.db, plan.text) }, ctx.now(), ctx.caches.facetMatrix);
  }),
  /** coldFacets with the facet matrix loaded afresh: the first facet count of an isolate after a write. */
  reloadFacets: publicProcedure.input(facetsInput).query(async ({ ctx, input }) => {
    const plan = planSearch(input);
    return countFacets(ctx.db, { ...plan, text: await expandPrefix(ctx.db, plan.text) }, ctx.now(), new FacetMatrixHolder());
  }),
});

/** The production procedures and the benchmark's, served by the benchmark's Worker only. */
export const benchAppRouter = router({ ...appRouter._def.record, bench: benchRouter });
