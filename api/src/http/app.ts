import { Hono } from 'hono';
import type { AnyRouter } from '@trpc/server';
import type { Env } from '../env';
import { isolateVisitors, type VisitorActivity } from '../imports/pipeline/visitors-first';
import { internalError, notFound } from './fallbacks';
import { TRPC_ENDPOINT, trpcHandler } from './trpc-handler';

/** The api Worker's HTTP app around a router: `GET /health`, tRPC at TRPC_ENDPOINT, JSON 404/500; its visitors marked for the imports. */
export function createApiApp(router: AnyRouter, visitors: VisitorActivity = isolateVisitors): Hono<{ Bindings: Env }> {
  const app = new Hono<{ Bindings: Env }>();
  app.get('/health', (c) => c.json({ ok: true }));
  // Visitors' requests (not the operators' /internal/*), so the imports make way for them (imports/pipeline/visitors-first.ts).
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/internal/')) return next();
    const answered = visitors.started();
    try {
      await next();
    } finally {
      answered();
    }
  });
  app.use(`${TRPC_ENDPOINT}/*`, trpcHandler(router));
  app.notFound(notFound);
  app.onError(internalError);
  return app;
}
