/**
 * The api Worker: tRPC on D1, reached only through the gateway's service binding.
 * This file wires; the pieces live beside it.
 */
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { Env } from './env';
import { onQueue, type QueueBatch, type WaitUntil } from './alerts/run/worker-handlers';
import { createApiApp } from './http/app';
import { plainRoutes } from './http/plain-routes';
import { appRouter, type AppRouter } from './root';
import { dispatchScheduled, type ScheduledEvent } from './scheduled';
import { IMPORTS_QUEUE_NAME, onImportsQueue } from './imports/pipeline/worker-handlers';
import { CHANNELS_QUEUE_NAME } from './channels/messages';
import { onChannelsQueue } from './channels/worker-handlers';

/** The HTTP app: health, tRPC, the alerts' plain routes (unsubscribe, mail webhook, local runs), payments, counters, the local outbox. */
export const app = createApiApp(appRouter);
// The gateway's plain routes (alerts, payments, the local pay page, logos, counters, the local outbox, imports), typed for its client (http/plain-routes.ts).
app.route('/', plainRoutes());

/** HTTP, the Cron Triggers (scheduled.ts dispatches by schedule) and the consumers of the alerts' and the imports' queues. */
export default {
  fetch: app.fetch,
  scheduled: (controller: ScheduledEvent, env: Env, ctx: WaitUntil) => ctx.waitUntil(dispatchScheduled(controller, env)),
  queue: (batch: QueueBatch, env: Env) =>
    batch.queue === IMPORTS_QUEUE_NAME
      ? onImportsQueue(batch.messages, env)
      : batch.queue === CHANNELS_QUEUE_NAME
        ? onChannelsQueue(batch.messages, env)
        : onQueue(batch, env),
};

export type { AppRouter } from './root';
export type { ApiRoutes } from './http/plain-routes';
export type { Job, JobSummary, RenderedJob, SitemapEntry } from './job-types';
export type { SearchResult } from './search/run-search';
export type { SearchFacets, FacetValue } from './search/facets';
export type { MarketInsights, SalaryPercentiles } from './insights/market';
export type { BlogList, BlogMedia, BlogPost, BlogPostSummary, BlogTagCount } from './blog/schemas';
export type { Env } from './env';
export type { ApiErrorData, InputIssue } from './error-format';
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
