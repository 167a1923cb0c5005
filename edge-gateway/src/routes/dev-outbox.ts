/**
 * `/dev/outbox`: the api's page of locally "sent" mails, reached through the gateway only
 * when the site lives on this machine (a loopback SITE_URL). Anywhere else it is a 404
 * here already, whatever the api would say, so a deployed site never exposes sign-in links.
 */
import { Hono } from 'hono';
import { isLoopbackSite } from '@chainwork/shared-config';
import { API_ORIGIN, readSettings, type GatewayEnv } from '../env';
import { SERVED_BY, SERVED_BY_HEADER } from '../served-by';

export const DEV_OUTBOX_PATH = '/dev/outbox';

export function devOutbox() {
  const app = new Hono<GatewayEnv>();
  app.get(DEV_OUTBOX_PATH, async (c) => {
    if (!isLoopbackSite(readSettings(c.env).siteUrl)) return c.text('Not found', 404, { [SERVED_BY_HEADER]: SERVED_BY });
    // No cookie or client header goes along: the page needs none.
    const response = await c.env.API.fetch(new Request(`${API_ORIGIN}${DEV_OUTBOX_PATH}`, { method: 'GET' }));
    return new Response(response.body, { status: response.status, headers: response.headers });
  });
  return app;
}
