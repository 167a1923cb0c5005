import { Hono } from 'hono';
import type { AnyRouter } from '@trpc/server';
import type { Env } from '../env';
import { internalError, notFound } from './fallbacks';
import { TRPC_ENDPOINT, trpcHandler } from './trpc-handler';

/** The api Worker's HTTP app around a router: `GET /health`, tRPC at TRPC_ENDPOINT, JSON 404/500. */
export function createApiApp(router: AnyRouter): Hono<{ Bindings: Env }> {
  const app = new Hono<{ Bindings: Env }>();
  app.get('/health', (c) => c.json({ ok: true }));
  app.use(`${TRPC_ENDPOINT}/*`, trpcHandler(router));
  app.notFound(notFound);
  app.onError(internalError);
  return app;
}
