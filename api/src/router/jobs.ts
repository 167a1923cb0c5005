import { TRPCError } from '@trpc/server';
import { findPublishedJobBySlug } from '../db/jobs-repo';
import { ERROR_MESSAGES } from '../error-messages';
import { countFacets, facetsKey } from '../search/facets';
import { featuredMatching } from '../search/featured';
import { searchWithPrefixWords } from '../search/prefix-expansion';
import { planSearch } from '../search/search-plan';
import { TOTAL_CAP } from '../search/total';
import { findSimilarJobs } from '../search/similar';
import { renderedJobSchema } from '../job-types';
import { withDescriptionTree } from '../rendered-job';
import { publicProcedure, router } from '../trpc';
import { bySlugInput, facetsInput, featuredInput, searchInput, similarInput } from './inputs';

export const jobsRouter = router({
  /**
   * Full-text search with filters over live published jobs, one page per call (an
   * infinite query's pages: pass `nextCursor` back as `cursor`). Relevance by default
   * when there is text, newest otherwise; `salary` lists only jobs with a salary.
   */
  search: publicProcedure.input(searchInput).query(async ({ ctx, input }) => {
    const { limit, cursor, direction: _direction, ...search } = input;
    return searchWithPrefixWords(ctx.db, ctx.caches.prefixWords, planSearch(search), {
      now: ctx.now(),
      limit,
      cursor,
      totals: ctx.caches.totals,
      firstVisitTotalCap: ctx.fullSearchTotals ? TOTAL_CAP : undefined,
    });
  }),

  /** Counts beside every filter value for a search; cached for a minute per search. */
  facets: publicProcedure.input(facetsInput).query(({ ctx, input }) => {
    const plan = planSearch(input);
    const now = ctx.now();
    return ctx.caches.facets.get(facetsKey(plan), now.getTime(), () => countFacets(ctx.db, plan, now, ctx.caches.facetMatrix));
  }),

  /** Live jobs like this one (shared role words and tags), never the job itself. */
  similar: publicProcedure.input(similarInput).query(async ({ ctx, input }) => {
    const jobs = await findSimilarJobs(ctx.db, input.slug, { now: ctx.now(), limit: input.limit });
    if (!jobs) throw new TRPCError({ code: 'NOT_FOUND', message: ERROR_MESSAGES.jobNotFound });
    return jobs;
  }),

  /**
   * The Featured jobs pinned above a search's results now (PLANS.featured.pinnedDays):
   * those the search (text and filters, as `jobs.search` takes them) would list, newest first.
   */
  featured: publicProcedure.input(featuredInput).query(({ ctx, input }) => {
    const { limit, ...search } = input;
    return featuredMatching(ctx.db, planSearch(search), { now: ctx.now(), limit });
  }),

  /**
   * One published job, expired and closed ones included (`expired` / `closed`: the page shows it closed, a closed one answers 410),
   * with its description rendered for the page (`descriptionTree`).
   * Its answer is checked against the contract: the gateway builds page metadata from it.
   */
  bySlug: publicProcedure
    .input(bySlugInput)
    .output(renderedJobSchema)
    .query(async ({ ctx, input }) => {
      const job = await findPublishedJobBySlug(ctx.db, input.slug, ctx.now());
      if (!job) throw new TRPCError({ code: 'NOT_FOUND', message: ERROR_MESSAGES.jobNotFound });
      return withDescriptionTree(job);
    }),
});
