import { jobsRouter } from './router/jobs';
import { router } from './trpc';

/** Every domain router, one key each. */
export const appRouter = router({
  jobs: jobsRouter,
});

export type AppRouter = typeof appRouter;
