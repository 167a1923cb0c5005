/**
 * `/dev/outbox`: the api's page of locally "sent" mails, reached through the gateway only
 * when the site lives on this machine (a loopback SITE_URL, asked on a loopback host) and
 * not from another site's page (routes/local-only.ts). Anywhere else it is a 404 here
 * already, whatever the api would say, so a deployed site never exposes sign-in links.
 */
import { Hono } from 'hono';
import { API_ORIGIN, type GatewayEnv } from '../env';
import { localOnly, localRouteHeaders } from './local-only';

export const DEV_OUTBOX_PATH = '/dev/outbox';

export function devOutbox() {
  const app = new Hono<GatewayEnv>();
  app.get(DEV_OUTBOX_PATH, localOnly(), async (c) => {
    // No cookie goes along: the page needs none. Only what the api judges the request by.
    const response = await c.env.API.fetch(
      new Request(`${API_ORIGIN}${DEV_OUTBOX_PATH}`, { method: 'GET', headers: localRouteHeaders(c.req.raw) }),
    );
    return new Response(response.body, { status: response.status, headers: response.headers });
  });
  return app;
}
