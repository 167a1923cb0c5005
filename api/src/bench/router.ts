import { z } from 'zod';
import { JOB_SEARCH_MAX_PAGE_SIZE, JOB_SEARCH_PAGE_SIZE, MAX_QUERY_LENGTH } from '@chainwork/shared-config';
import { createApiCaches } from '../cache/api-caches';
import { appRouter } from '../root';
import { facetsInput, searchInput } from '../router/inputs';
import { countFacets } from '../search/facets';
import { FacetMatrixHolder, SEARCH_VERSION_SQL, readVersion } from '../search/facet-matrix';
import { updateFacetMatrix } from '../search/matrix-changes';
import { searchWithPrefixWords } from '../search/prefix-expansion';
import { planSearch, postedAfter } from '../search/search-plan';
import { publicProcedure, router } from '../trpc';
import { naiveSearch } from './naive-search';

const LOG_ONE_CHANGE_SQL = 'INSERT OR IGNORE INTO search_changes (version, job_id) SELECT version, ?1 FROM search_version';

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
    return countFacets(ctx.db, plan, ctx.now(), ctx.caches.facetMatrix);
  }),
  /**
   * coldFacets as the first facet count of an isolate after a write of one job: the kept
   * matrix brought up to date from the change log (migration 0019). So that the run's other
   * classes keep their kept totals, nothing in the index changes: the newest job is logged as
   * changed at the current version (as a one-job write would log it), and the update reads it
   * again like any changed job.
   */
  reloadFacets: publicProcedure.input(facetsInput).query(async ({ ctx, input }) => {
    const plan = planSearch(input);
    const now = ctx.now();
    // Nothing but these log rows is written during the run, so the isolate's matrix stays current.
    const kept =
      ctx.caches.facetMatrix.kept ??
      (await ctx.caches.facetMatrix.forVersion(
        ctx.db,
        readVersion(await ctx.db.prepare(SEARCH_VERSION_SQL).all()),
        postedAfter(now, undefined),
      ));
    const newest = kept.ids[kept.ids.length - 1];
    if (newest !== undefined) await ctx.db.prepare(LOG_ONE_CHANGE_SQL).bind(newest).run();
    const updated = await updateFacetMatrix(ctx.db, kept, kept.postedAfterMs);
    if (!updated) throw new Error('the change log does not reach the kept matrix');
    return countFacets(ctx.db, plan, now, new FacetMatrixHolder(updated));
  }),
  /** coldFacets with the facet matrix loaded whole, as every isolate did after any write before the change log. */
  fullReloadFacets: publicProcedure.input(facetsInput).query(async ({ ctx, input }) => {
    const plan = planSearch(input);
    return countFacets(ctx.db, plan, ctx.now(), new FacetMatrixHolder());
  }),
});

/** The production procedures and the benchmark's, served by the benchmark's Worker only. */
export const benchAppRouter = router({ ...appRouter._def.record, bench: benchRouter });
