import { computeMarketInsights } from '../insights/market';
import { publicProcedure, router } from '../trpc';

export const insightsRouter = router({
  /** Jobs per week, top tags and their growth, salary percentiles, remote share; cached five minutes. */
  market: publicProcedure.query(({ ctx }) => {
    const now = ctx.now();
    return ctx.caches.insights.get('market', now.getTime(), () => computeMarketInsights(ctx.db, now));
  }),
});
