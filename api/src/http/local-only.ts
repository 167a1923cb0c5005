/**
 * The api's own check of its local-only routes (`/internal/*`, `/dev/outbox`): the gateway's
 * rule again (shared-config local-site.ts: a loopback SITE_URL, no cross-site request, JSON
 * POSTs), on the headers the gateway forwards for it (LOCAL_ROUTE_HEADERS). The api is reached
 * only through the gateway, so this is the second wall, for a path that ever reaches here
 * without the gateway's guard.
 */
import type { Context } from 'hono';
import { localRouteRefusal } from '@chainwork/shared-config/local-site';
import { notFound } from './fallbacks';

/** The refusal to answer with, or null when the request may go on. */
export function refuseLocalRoute(c: Context, siteUrl: string | undefined): Response | null {
  const refusal = localRouteRefusal(c.req.raw, siteUrl);
  if (!refusal) return null;
  return refusal.status === 404 ? notFound(c) : c.json({ error: refusal.error }, refusal.status);
}
