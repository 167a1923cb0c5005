import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { FEEDBACK_RATE_LIMIT } from '@chainwork/shared-config/content';
import { feedbackInputSchema } from '@chainwork/shared-config/schemas/content';
import { insertFeedback, publishedFeedback } from '../../content/feedback/feedback-repo';
import { assertUnderLimit, hashClientKey } from '../../content/rate-limit';
import { ERROR_MESSAGES } from '../../error-messages';
import { publicProcedure, router } from '../../trpc';

/** The most testimonials one page lists. */
export const PUBLISHED_LIMIT = 50;

export const feedbackRouter = router({
  /** Approved testimonials, newest first, with the average rating of all of them. */
  published: publicProcedure
    .input(
      z.strictObject({ limit: z.number().int().min(1).max(PUBLISHED_LIMIT).default(PUBLISHED_LIMIT) }).default({ limit: PUBLISHED_LIMIT }),
    )
    .query(({ ctx, input }) => publishedFeedback(ctx.db, input.limit)),

  /**
   * A visitor's feedback, kept for moderation. In order: the honeypot (a bot is answered as
   * if all went well, and nothing is stored), the rate limit, then Turnstile.
   */
  submit: publicProcedure.input(feedbackInputSchema).mutation(async ({ ctx, input }) => {
    if (input.website) return { received: true as const };
    const now = ctx.now();
    const client = await hashClientKey(ctx.clientKey);
    await assertUnderLimit(ctx.db, 'feedback', client, FEEDBACK_RATE_LIMIT, now);
    if (!(await ctx.humanCheck.verify(input.turnstileToken))) throw new TRPCError({ code: 'FORBIDDEN', message: ERROR_MESSAGES.notHuman });
    await insertFeedback(ctx.db, input, client, now);
    return { received: true as const };
  }),
});
