/**
 * Job-alert paths that are not tRPC, each forwarded to the api's own route:
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
 */
import { Hono, type Context } from 'hono';
import { ALERT_PATHS, ALERT_TOKEN_PARAM } from '@chainwork/shared-config';
import { API_ORIGIN, type GatewayEnv } from '../env';
import { callApi } from '../api/upstream';
import { errorText } from '../middleware/request-id';
import { withRequestId } from '../trpc/headers';
import { SERVED_BY, SERVED_BY_HEADER } from '../served-by';
import { DEFAULT_TRPC_TIMEOUT_MS, type GatewayState } from '../state';
import { localOnly, localRouteHeaders } from './local-only';

export const MAIL_WEBHOOK_PATH = '/webhooks/mail';
export const LOCAL_ALERTS_PREFIX = '/__local/alerts';
/** `npm run ingest`: an import run by hand, under the same local-only rule. */
export const LOCAL_IMPORTS_PREFIX = '/__local/imports';

/** The api's paths (api/src/http/alert-routes.ts ALERT_HTTP_PATHS). */
const UPSTREAM = {
  oneClickUnsubscribe: '/alerts/one-click-unsubscribe',
  mailWebhook: '/webhooks/mail',
  local: '/internal/alerts',
  localImports: '/internal/imports',
} as const;

const SIGNATURE_HEADERS = ['svix-id', 'svix-timestamp', 'svix-signature', 'content-type'];
const MAX_WEBHOOK_BYTES = 65_536;

export function alertRoutes(state: GatewayState) {
  const app = new Hono<GatewayEnv>();
  const served = { [SERVED_BY_HEADER]: `${SERVED_BY} -> chainwork-api` };
  const timeoutMs = state.options.trpcTimeoutMs ?? DEFAULT_TRPC_TIMEOUT_MS;

  // Through the same breaker and load shedder as tRPC, under the request's id.
  const forward = async (c: Context<GatewayEnv>, path: string, init: { method: string; headers?: Headers; body?: ArrayBuffer | null }) => {
    const headers = withRequestId(init.headers ?? new Headers(), c.var.requestId);
    const result = await callApi(
      c.env.API,
      `${API_ORIGIN}${path}`,
      { ...init, headers },
      { timeoutMs, breaker: state.breaker, shedder: state.shedder },
    );
    if (result.kind !== 'answered')
      return new Response(errorText('The service is unavailable, please try again'), {
        status: 503,
        headers: { ...served, 'retry-after': '60' },
      });
    const answer = new Headers(served);
    const type = result.headers.get('content-type');
    if (type) answer.set('content-type', type);
    answer.set('cache-control', 'no-store');
    return new Response(result.body, { status: result.status, headers: answer });
  };

  app.post(ALERT_PATHS.unsubscribe, (c) => {
    const token = c.req.query(ALERT_TOKEN_PARAM) ?? '';
    return forward(c, `${UPSTREAM.oneClickUnsubscribe}?${ALERT_TOKEN_PARAM}=${encodeURIComponent(token)}`, { method: 'POST' });
  });

  app.post(MAIL_WEBHOOK_PATH, async (c) => {
    const body = await c.req.arrayBuffer();
    if (body.byteLength > MAX_WEBHOOK_BYTES) return c.json({ error: 'Payload too large', requestId: c.var.requestId }, 413, served);
    const headers = new Headers();
    for (const name of SIGNATURE_HEADERS) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    return forward(c, UPSTREAM.mailWebhook, { method: 'POST', headers, body });
  });

  // The client's own content type goes along (never one set here, which would make a form's text/plain POST JSON).
  for (const [prefix, upstream] of [
    [LOCAL_ALERTS_PREFIX, UPSTREAM.local],
    [LOCAL_IMPORTS_PREFIX, UPSTREAM.localImports],
  ] as const)
    app.on(['GET', 'POST'], `${prefix}/*`, localOnly(), async (c) => {
      const url = new URL(c.req.url);
      const path = `${upstream}${url.pathname.slice(prefix.length)}${url.search}`;
      const body = c.req.method === 'POST' ? await c.req.arrayBuffer() : null;
      return forward(c, path, { method: c.req.method, headers: localRouteHeaders(c.req.raw), body });
    });

  return app;
}
