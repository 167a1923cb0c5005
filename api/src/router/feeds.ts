import { z } from 'zod';
import { companySitemapEntries, sitemapEntries } from '../feeds/feeds-repo';
import { sitemapEntrySchema } from '../job-types';
import { publicProcedure, router } from '../trpc';

/**
 * The sitemaps' lists, checked against the contract: the gateway writes the sitemap from them.
 * (The job feeds are the api's own routes, `/rss.xml` and `/feed.json`: feeds/feed-routes.ts.)
 */
export const feedsRouter = router({
  /** Every live job page for the sitemap: `{ slug, lastmod }`, lastmod the job's updated_at. */
  sitemap: publicProcedure.output(z.array(sitemapEntrySchema)).query(({ ctx }) => sitemapEntries(ctx.db, ctx.now())),

  /** Every company page with a live job for the sitemap: `{ slug, lastmod }`. */
  companySitemap: publicProcedure.output(z.array(sitemapEntrySchema)).query(({ ctx }) => companySitemapEntries(ctx.db, ctx.now())),
});
