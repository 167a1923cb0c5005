import { setSourceStatusInput } from '../companies/inputs';
import { setSourceStatus, sourcesHealth } from '../companies/source-health';
import { moderatorProcedure, router } from '../trpc';

/** The import sources, for moderators: their health (failing first), and pause, resume, remove. */
export const importsRouter = router({
  sources: moderatorProcedure.query(({ ctx }) => sourcesHealth(ctx.db, ctx.now())),

  setSourceStatus: moderatorProcedure.input(setSourceStatusInput).mutation(async ({ ctx, input }) => {
    await setSourceStatus(ctx.db, input.id, input.status, ctx.now());
    return { id: input.id, status: input.status };
  }),
});
