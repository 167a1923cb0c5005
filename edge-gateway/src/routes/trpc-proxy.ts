/**
 * `/api/trpc/*` -> the api Worker's `/trpc/*`, through the `API` service binding.
 * Method, path (comma-joined batch paths included), query string and body pass intact;
 * headers that describe this hop, or that a client could forge to look like another
 * hop, do not.
 */
import { Hono } from 'hono';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { TRPC_PATH } from '@chainwork/shared-config';
import { API_ORIGIN, type GatewayEnv } from '../env';
import { SERVED_BY, SERVED_BY_HEADER } from '../served-by';

export const UPSTREAM_TRPC_PATH = '/trpc';
export const SERVED_BY_API = `${SERVED_BY} -> chainwork-api`;

const HOP_BY_HOP = new Set([
  'connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection',
  'te', 'trailer', 'transfer-encoding', 'upgrade',
]);
/** Client-supplied claims about the route a request took; only the edge may state those. */
const FORGEABLE = /^(?:host|forwarded|x-forwarded-.*|cf-connecting-ip|x-real-ip|true-client-ip)$/i;

function connectionListed(headers: Headers): Set<string> {
  return new Set(
    (headers.get('connection') ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean),
  );
}

export function forwardedRequestHeaders(incoming: Headers): Headers {
  const listed = connectionListed(incoming);
  const out = new Headers();
  incoming.forEach((value, name) => {
    const key = name.toLowerCase();
    if (HOP_BY_HOP.has(key) || key.startsWith('proxy-') || listed.has(key) || FORGEABLE.test(key)) return;
    out.append(name, value);
  });
  return out;
}

export function returnedResponseHeaders(upstream: Headers): Headers {
  const listed = connectionListed(upstream);
  const out = new Headers();
  upstream.forEach((value, name) => {
    const key = name.toLowerCase();
    // The runtime re-encodes and re-measures the body it sends; stale values would corrupt it.
    if (HOP_BY_HOP.has(key) || listed.has(key) || key === 'content-encoding' || key === 'content-length') return;
    out.append(name, value);
  });
  return out;
}

/** `/api/trpc/jobs.search,jobs.bySlug?batch=1&input=...` -> `http://api/trpc/jobs.search,jobs.bySlug?batch=1&input=...` */
export function upstreamUrl(requestUrl: string): string {
  const url = new URL(requestUrl);
  return `${API_ORIGIN}${UPSTREAM_TRPC_PATH}${url.pathname.slice(TRPC_PATH.length)}${url.search}`;
}

/** What a tRPC client (superjson transformer) decodes as a server error, for a batch or a single call. */
export function trpcErrorBody(message: string, code: 'BAD_GATEWAY', httpStatus: number) {
  return {
    error: {
      json: { message, code: TRPC_ERROR_CODES_BY_KEY[code], data: { code, httpStatus } },
    },
  };
}

export function trpcProxy() {
  const app = new Hono<GatewayEnv>();
  app.all('*', async (c) => {
    const incoming = c.req.raw;
    const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
    const upstreamRequest = new Request(upstreamUrl(incoming.url), {
      method: incoming.method,
      headers: forwardedRequestHeaders(incoming.headers),
      body: hasBody ? incoming.body : null,
      redirect: 'manual',
    });
    let upstream: Response;
    try {
      upstream = await c.env.API.fetch(upstreamRequest);
    } catch (error) {
      console.error('[gateway] api binding failed:', error instanceof Error ? error.message : String(error));
      return c.json(trpcErrorBody('The API is unavailable', 'BAD_GATEWAY', 502), 502, {
        'cache-control': 'no-store',
        [SERVED_BY_HEADER]: SERVED_BY_API,
      });
    }
    const headers = returnedResponseHeaders(upstream.headers);
    headers.set(SERVED_BY_HEADER, SERVED_BY_API);
    return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers });
  });
  return app;
}
