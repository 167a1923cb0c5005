import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { SUGGESTION_RATE_LIMIT } from '@chainwork/shared-config/content';
import { eventFiltersSchema, eventInputSchema } from '@chainwork/shared-config/schemas/content';
import { approvedEvent, feedEvents, insertWithFreeSlug, listEvents } from '../../content/events/events-repo';
import { assertUnderLimit, hashClientKey } from '../../content/rate-limit';
import { ERROR_MESSAGES } from '../../error-messages';
import { protectedProcedure, publicProcedure, router } from '../../trpc';

const slugInput = z.strictObject({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Unknown event')
    .max(120),
});

export const eventsRouter = router({
  /** Approved events: upcoming (soonest first) or past (newest first), filtered. */
  list: publicProcedure
    .input(eventFiltersSchema.default({ period: 'upcoming' }))
    .query(({ ctx, input }) => listEvents(ctx.db, input, ctx.now())),

  /** One approved event (the per-event .ics). */
  bySlug: publicProcedure.input(slugInput).query(async ({ ctx, input }) => {
    const event = await approvedEvent(ctx.db, input.slug);
    if (!event) throw new TRPCError({ code: 'NOT_FOUND', message: ERROR_MESSAGES.eventNotFound });
    return event;
  }),

  /** What the gateway's iCal feed carries. */
  feed: publicProcedure.query(({ ctx }) => feedEvents(ctx.db, ctx.now())),

  /** A signed-in person submits an event; it is published once a moderator approves it. */
  submit: protectedProcedure.input(eventInputSchema).mutation(async ({ ctx, input }) => {
    const now = ctx.now();
    const client = await hashClientKey(ctx.clientKey);
    await assertUnderLimit(ctx.db, 'events', client, SUGGESTION_RATE_LIMIT, now);
    await insertWithFreeSlug(ctx.db, {
      fields: input,
      status: 'pending',
      origin: 'submission',
      clientKey: client,
      submittedBy: ctx.identity.userId,
      now,
    });
    return { received: true as const };
  }),
});
