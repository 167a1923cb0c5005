import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { findMedia, findPost, latestPosts, listPosts, postSitemapEntries, relatedPosts } from '../blog/blog-repo';
import { blogListSchema, blogMediaSchema, blogPostSchema, blogPostSummarySchema, blogSitemapEntrySchema } from '../blog/schemas';
import { ERROR_MESSAGES } from '../error-messages';
import { publicProcedure, router } from '../trpc';
import { blogBySlugInput, blogFeedInput, blogListInput, blogMediaInput, blogRelatedInput } from './blog-inputs';

const notFound = (message: string) => new TRPCError({ code: 'NOT_FOUND', message });

export const blogRouter = router({
  /** A page of published posts, newest first, optionally with one tag; every tag's count beside. */
  list: publicProcedure
    .input(blogListInput)
    .output(blogListSchema)
    .query(({ ctx, input }) => listPosts(ctx.db, { now: ctx.now(), tag: input.tag, page: input.page })),

  /** One published post with its markdown body. */
  bySlug: publicProcedure
    .input(blogBySlugInput)
    .output(blogPostSchema)
    .query(async ({ ctx, input }) => {
      const post = await findPost(ctx.db, input.slug, ctx.now());
      if (!post) throw notFound(ERROR_MESSAGES.postNotFound);
      return post;
    }),

  /** Posts to read next: most shared tags, then newest; never the post itself. */
  related: publicProcedure
    .input(blogRelatedInput)
    .output(z.array(blogPostSummarySchema))
    .query(async ({ ctx, input }) => {
      const posts = await relatedPosts(ctx.db, input.slug, { now: ctx.now(), limit: input.limit });
      if (!posts) throw notFound(ERROR_MESSAGES.postNotFound);
      return posts;
    }),

  /** The newest posts, whole, for the gateway's /blog/rss.xml. */
  feed: publicProcedure
    .input(blogFeedInput)
    .output(z.array(blogPostSchema))
    .query(({ ctx, input }) => latestPosts(ctx.db, { now: ctx.now(), limit: input.limit })),

  /** Every published post's page for the gateway's sitemap. */
  sitemap: publicProcedure.output(z.array(blogSitemapEntrySchema)).query(({ ctx }) => postSitemapEntries(ctx.db, ctx.now())),

  /** A cover or figure (SVG text) for the gateway's /blog/media/<name>. */
  media: publicProcedure
    .input(blogMediaInput)
    .output(blogMediaSchema)
    .query(async ({ ctx, input }) => {
      const media = await findMedia(ctx.db, input.name);
      if (!media) throw notFound(ERROR_MESSAGES.mediaNotFound);
      return media;
    }),
});
