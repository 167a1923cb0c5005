/**
 * `/dev/outbox`: the api's page of locally "sent" mails (api/src/dev/outbox-route.ts), reached
 * through the typed client only when the site lives on this machine (a loopback SITE_URL,
 * asked on a loopback host) and not from another site's page (routes/local-only.ts). Anywhere
 * else it is a 404 here already, whatever the api would say, so a deployed site never exposes
 * sign-in links.
 */
import { Hono } from 'hono';
import type { GatewayEnv } from '../env';
import { apiRoutes, orUnavailable, relayed } from '../api/routes-client';
import type { GatewayState } from '../state';
import { localOnly, localRouteHeaders } from './local-only';

export const DEV_OUTBOX_PATH = '/dev/outbox';

export function devOutbox(state: GatewayState) {
  const app = new Hono<GatewayEnv>();
  app.get(DEV_OUTBOX_PATH, localOnly(), (c) =>
    // No cookie goes along: the page needs none. Only what the api judges the request by.
    orUnavailable(async () =>
      relayed(await apiRoutes(c, state).dev.outbox.$get(undefined, { headers: Object.fromEntries(localRouteHeaders(c.req.raw)) })),
    ),
  );
  return app;
}
