import { z } from 'zod';
import { companySitemapEntries, latestLiveJobs, sitemapEntries } from '../feeds/feeds-repo';
import { feedJobSchema, sitemapEntrySchema } from '../job-types';
import { publicProcedure, router } from '../trpc';
import { feedInput } from './inputs';

/** Both answers are checked against the contract: the gateway writes RSS and the sitemap from them. */
export const feedsRouter = router({
  /** The newest live jobs, whole (description included) with their last change, for RSS. */
  latest: publicProcedure
    .input(feedInput)
    .output(z.array(feedJobSchema))
    .query(({ ctx, input }) => latestLiveJobs(ctx.db, { now: ctx.now(), limit: input.limit })),

  /** Every live job page for the sitemap: `{ slug, lastmod }`, lastmod the job's updated_at. */
  sitemap: publicProcedure.output(z.array(sitemapEntrySchema)).query(({ ctx }) => sitemapEntries(ctx.db, ctx.now())),

  /** Every company page with a live job for the sitemap: `{ slug, lastmod }`. */
  companySitemap: publicProcedure.output(z.array(sitemapEntrySchema)).query(({ ctx }) => companySitemapEntries(ctx.db, ctx.now())),
});
