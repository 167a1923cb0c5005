import { publicProcedure, router } from '../trpc';

/** The signed-in person as the gateway verified them; null for anonymous visitors. */
export const accountRouter = router({
  me: publicProcedure.query(({ ctx }) => ctx.identity),
});
