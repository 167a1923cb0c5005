/**
 * The content queues of the Moderation area. Every queue answers the same three verbs,
 * the design the job queue joins: `<queue>.pending`, `<queue>.approve({ id, edits? })`,
 * `<queue>.reject({ id, note })`; `summary` counts what waits in each. Moderators only.
 */
import { z } from 'zod';
import { CONTENT_LIMITS, RATING_MAX, RATING_MIN, type ModerationQueueId } from '@chainwork/shared-config/content';
import { eventInputSchema, listingSuggestionSchema } from '@chainwork/shared-config/schemas/content';
import { multiLineText, singleLineText } from '@chainwork/shared-config/schemas/text';
import {
  approveEvent,
  approveFeedback,
  approveListing,
  pendingCounts,
  pendingEvents,
  pendingFeedback,
  pendingListings,
  rejectSubmission,
} from '../../content/moderation/moderation-repo';
import { moderatorProcedure, router } from '../../trpc';

const id = z.number().int().positive();
const rejectInput = z.strictObject({
  id,
  note: multiLineText()
    .min(1, 'Please say why, for the record')
    .max(CONTENT_LIMITS.moderationNoteMax, `At most ${CONTENT_LIMITS.moderationNoteMax} characters`),
});
/** Every queue rejects the same way: the note is kept and the submission leaves the queue. */
const rejectFrom = (queue: ModerationQueueId) =>
  moderatorProcedure.input(rejectInput).mutation(async ({ ctx, input }) => {
    await rejectSubmission(ctx.db, queue, { ...input, moderator: ctx.identity.userId, now: ctx.now() });
    return { ok: true as const };
  });
const feedbackEdits = z.strictObject({
  name: singleLineText().min(1).max(CONTENT_LIMITS.nameMax),
  role: singleLineText().min(1).max(CONTENT_LIMITS.roleMax),
  company: singleLineText().max(CONTENT_LIMITS.companyMax),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  message: multiLineText().min(1).max(CONTENT_LIMITS.feedbackMessageMax),
});

export const moderationRouter = router({
  summary: moderatorProcedure.query(({ ctx }) => pendingCounts(ctx.db)),

  listings: router({
    pending: moderatorProcedure.query(({ ctx }) => pendingListings(ctx.db)),
    approve: moderatorProcedure
      .input(z.strictObject({ id, edits: listingSuggestionSchema.optional() }))
      .mutation(async ({ ctx, input }) => {
        const slug = await approveListing(ctx.db, {
          id: input.id,
          moderator: ctx.identity.userId,
          now: ctx.now(),
          ...(input.edits ? { edits: input.edits } : {}),
        });
        return { slug };
      }),
    reject: rejectFrom('listings'),
  }),

  events: router({
    pending: moderatorProcedure.query(({ ctx }) => pendingEvents(ctx.db)),
    approve: moderatorProcedure.input(z.strictObject({ id, edits: eventInputSchema.optional() })).mutation(async ({ ctx, input }) => {
      await approveEvent(ctx.db, {
        id: input.id,
        moderator: ctx.identity.userId,
        now: ctx.now(),
        ...(input.edits ? { edits: input.edits } : {}),
      });
      return { ok: true as const };
    }),
    reject: rejectFrom('events'),
  }),

  feedback: router({
    pending: moderatorProcedure.query(({ ctx }) => pendingFeedback(ctx.db)),
    approve: moderatorProcedure.input(z.strictObject({ id, edits: feedbackEdits.optional() })).mutation(async ({ ctx, input }) => {
      await approveFeedback(ctx.db, {
        id: input.id,
        moderator: ctx.identity.userId,
        now: ctx.now(),
        ...(input.edits ? { edits: input.edits } : {}),
      });
      return { ok: true as const };
    }),
    reject: rejectFrom('feedback'),
  }),
});
