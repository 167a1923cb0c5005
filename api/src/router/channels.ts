import { z } from 'zod';
import { CHANNELS } from '@chainwork/shared-config/channels';
import { channelHealth, pauseChannel, requeueParked, resumeChannel } from '../channels/operators';
import { moderatorProcedure, router } from '../trpc';

const channelInput = z.strictObject({ channel: z.enum(CHANNELS) });

/**
 * Where new jobs are posted besides the board (Telegram, Discord, Bluesky): moderators only,
 * reads and writes alike. Each write answers the channels' health as it now is.
 */
export const channelsRouter = router({
  health: moderatorProcedure.query(({ ctx }) => channelHealth(ctx.db, ctx.settings.channels, ctx.now())),

  pause: moderatorProcedure.input(channelInput).mutation(async ({ ctx, input }) => {
    await pauseChannel(ctx.db, input.channel, ctx.identity.email, ctx.now());
    return channelHealth(ctx.db, ctx.settings.channels, ctx.now());
  }),

  resume: moderatorProcedure.input(channelInput).mutation(async ({ ctx, input }) => {
    await resumeChannel(ctx.db, ctx.channelsQueue, input.channel);
    return channelHealth(ctx.db, ctx.settings.channels, ctx.now());
  }),

  requeueParked: moderatorProcedure.input(channelInput).mutation(async ({ ctx, input }) => {
    await requeueParked(ctx.db, ctx.channelsQueue, input.channel, ctx.now());
    return channelHealth(ctx.db, ctx.settings.channels, ctx.now());
  }),
});
