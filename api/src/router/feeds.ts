import { latestLiveJobs, sitemapEntries } from '../feeds/feeds-repo';
import { publicProcedure, router } from '../trpc';
import { feedInput } from './inputs';

export const feedsRouter = router({
  /** The newest live jobs, whole (description included) with their last change, for RSS. */
  latest: publicProcedure.input(feedInput).query(({ ctx, input }) => latestLiveJobs(ctx.db, { now: ctx.now(), limit: input.limit })),

  /** Every live job page for the sitemap: `{ slug, lastmod }`, lastmod the job's updated_at. */
  sitemap: publicProcedure.query(({ ctx }) => sitemapEntries(ctx.db, ctx.now())),
});
