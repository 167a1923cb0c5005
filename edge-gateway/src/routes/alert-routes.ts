/**
 * Job-alert paths that are not tRPC, each forwarded to the api's own route through the typed
 * client (api/routes-client.ts; the paths are the api's, api/src/http/alert-routes.ts):
 *
 * - `POST /alerts/unsubscribe?token=...`: RFC 8058 one-click unsubscribe. Mail clients POST
 *   here from the List-Unsubscribe header with no cookie, no sign-in and no Origin header,
 *   so this path is the documented exception to any cookie or Origin rule of the gateway:
 *   the unguessable per-alert token is the whole authority, and all it can do is stop that
 *   alert. Nothing of the visitor's request but the token reaches the api. (GET on the same
 *   path is the shell's page, which asks before stopping: link scanners prefetch links.)
 * - `POST /webhooks/mail`: the mail provider's signed events (bounces, complaints); the api
 *   checks the signature over the raw body, so body and signature headers pass unchanged.
 * - `POST /__local/alerts/run`, `GET /__local/alerts/run`, `POST /__local/alerts/stop-address`:
 *   `npm run alerts`, only when the site is local (SITE_URL and the request both on a
 *   loopback host), and never for another site's page: no cross-site request, POSTs in JSON
 *   (routes/local-only.ts); anywhere else they do not exist. The api judges them again.
 * - `POST /__local/imports/run`, `GET /__local/imports/run?runId=`: `npm run ingest`, under the same rule.
 *   Any other `/__local/alerts/*` or `/__local/imports/*` path is a 404 here, after the same rule.
 */
import { Hono, type Context } from 'hono';
import { ALERT_PATHS, ALERT_TOKEN_PARAM } from '@chainwork/shared-config';
import type { GatewayEnv } from '../env';
import { apiRoutes, orUnavailable } from '../api/routes-client';
import { SERVED_BY, SERVED_BY_API, SERVED_BY_HEADER } from '../served-by';
import type { GatewayState } from '../state';
import { localOnly, localRouteHeaders } from './local-only';

export const MAIL_WEBHOOK_PATH = '/webhooks/mail';
export const LOCAL_ALERTS_PREFIX = '/__local/alerts';
/** `npm run ingest`: an import run by hand, under the same local-only rule. */
export const LOCAL_IMPORTS_PREFIX = '/__local/imports';

const SIGNATURE_HEADERS = ['svix-id', 'svix-timestamp', 'svix-signature', 'content-type'];
const MAX_WEBHOOK_BYTES = 65_536;

/** The api's answer, with only its content type of its headers, never cached; no answer is a 503 to retry. */
async function answered(call: () => Promise<{ status: number; headers: Headers; arrayBuffer(): Promise<ArrayBuffer> }>): Promise<Response> {
  return orUnavailable(async () => {
    const result = await call();
    const headers = new Headers({ [SERVED_BY_HEADER]: SERVED_BY_API, 'cache-control': 'no-store' });
    const type = result.headers.get('content-type');
    if (type) headers.set('content-type', type);
    return new Response(await result.arrayBuffer(), { status: result.status, headers });
  });
}

/** What a local run's POST carries: its raw body, and only the headers the api judges it by (the client's own content type among them, never one set here, which would make a form's text/plain POST JSON). */
async function localPost(c: Context<GatewayEnv>) {
  return { headers: Object.fromEntries(localRouteHeaders(c.req.raw)), init: { body: await c.req.arrayBuffer() } };
}

const localGet = (c: Context<GatewayEnv>) => ({ headers: Object.fromEntries(localRouteHeaders(c.req.raw)) });

export function alertRoutes(state: GatewayState) {
  const app = new Hono<GatewayEnv>();
  const api = (c: Context<GatewayEnv>) => apiRoutes(c, state);

  app.post(ALERT_PATHS.unsubscribe, (c) => {
    const token = c.req.query(ALERT_TOKEN_PARAM) ?? '';
    return answered(() => api(c).alerts['one-click-unsubscribe'].$post({ query: { [ALERT_TOKEN_PARAM]: token } }));
  });

  app.post(MAIL_WEBHOOK_PATH, async (c) => {
    const body = await c.req.arrayBuffer();
    if (body.byteLength > MAX_WEBHOOK_BYTES)
      return c.json({ error: 'Payload too large', requestId: c.var.requestId }, 413, { [SERVED_BY_HEADER]: SERVED_BY_API });
    const headers: Record<string, string> = {};
    for (const name of SIGNATURE_HEADERS) {
      const value = c.req.header(name);
      if (value) headers[name] = value;
    }
    return answered(() => api(c).webhooks.mail.$post(undefined, { headers, init: { body } }));
  });

  // `npm run alerts` and `npm run ingest`: each of the api's local routes by name; the query is only what the api reads.
  app.post(`${LOCAL_ALERTS_PREFIX}/run`, localOnly(), async (c) => {
    const options = await localPost(c);
    return answered(() => api(c).internal.alerts.run.$post(undefined, options));
  });
  app.get(`${LOCAL_ALERTS_PREFIX}/run`, localOnly(), (c) =>
    answered(() => api(c).internal.alerts.run.$get({ query: { runAt: c.req.query('runAt') } }, localGet(c))),
  );
  app.post(`${LOCAL_ALERTS_PREFIX}/stop-address`, localOnly(), async (c) => {
    const options = await localPost(c);
    return answered(() => api(c).internal.alerts['stop-address'].$post(undefined, options));
  });
  app.post(`${LOCAL_IMPORTS_PREFIX}/run`, localOnly(), async (c) => {
    const options = await localPost(c);
    return answered(() => api(c).internal.imports.run.$post(undefined, options));
  });
  app.get(`${LOCAL_IMPORTS_PREFIX}/run`, localOnly(), (c) =>
    answered(() => api(c).internal.imports.run.$get({ query: { runId: c.req.query('runId') } }, localGet(c))),
  );
  // Any other local path: not found, after the same rule (so nothing tells another site which ones exist).
  for (const prefix of [LOCAL_ALERTS_PREFIX, LOCAL_IMPORTS_PREFIX])
    app.on(['GET', 'POST'], `${prefix}/*`, localOnly(), (c) =>
      c.json({ error: 'Not found', requestId: c.var.requestId }, 404, { 'cache-control': 'no-store', [SERVED_BY_HEADER]: SERVED_BY }),
    );

  return app;
}
