import { contentRouter } from './router/content';
import { alertsRouter } from './router/alerts';
import { accountRouter } from './router/account';
import { authRouter } from './router/auth';
import { blogRouter } from './router/blog';
import { feedsRouter } from './router/feeds';
import { insightsRouter } from './router/insights';
import { jobsRouter } from './router/jobs';
import { postingRouter } from './router/posting';
import { companiesRouter } from './router/companies';
import { importsRouter } from './router/imports';
import { apiKeysRouter } from './router/api-keys';
import { channelsRouter } from './router/channels';
import { router } from './trpc';

/** Every domain router, one key each. */
export const appRouter = router({
  jobs: jobsRouter,
  insights: insightsRouter,
  feeds: feedsRouter,
  content: contentRouter,
  auth: authRouter,
  account: accountRouter,
  blog: blogRouter,
  alerts: alertsRouter,
  posting: postingRouter,
  companies: companiesRouter,
  imports: importsRouter,
  channels: channelsRouter,
  apiKeys: apiKeysRouter,
});

export type AppRouter = typeof appRouter;
