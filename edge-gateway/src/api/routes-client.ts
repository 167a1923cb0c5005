/**
 * The gateway's typed client for the api's plain Hono routes (pay page, payments webhook,
 * renew link, logos, apply clicks, the local outbox): Hono's `hc`, typed by the api's own
 * route type (`import type { ApiRoutes }`), so no path or answer shape is restated here.
 * Its fetch is the tRPC client's (client.ts `bindingFetch`): every call has the deadline,
 * the circuit breaker, the cap on calls in flight and the request id, and a call that gets no
 * answer throws `ApiUnavailable`.
 */
import { hc } from 'hono/client';
import type { ApiRoutes } from '@chainwork/api';
import { API_ORIGIN, type ApiService } from '../env';
import { errorText } from '../middleware/request-id';
import { SERVED_BY_API, SERVED_BY_HEADER } from '../served-by';
import { DEFAULT_TRPC_TIMEOUT_MS, type GatewayState } from '../state';
import { returnedResponseHeaders } from '../trpc/headers';
import { ApiUnavailable, bindingFetch } from './client';

export { ApiUnavailable } from './client';

/** The api's plain routes for this request, through the isolate's breaker and load shedder. */
export function apiRoutes(c: { env: { API: ApiService } }, state: GatewayState) {
  const fetch = bindingFetch(c.env.API, {
    timeoutMs: state.options.trpcTimeoutMs ?? DEFAULT_TRPC_TIMEOUT_MS,
    breaker: state.breaker,
    shedder: state.shedder,
  });
  return hc<ApiRoutes>(API_ORIGIN, { fetch });
}

/** The api's answer as the visitor's: its status, body and headers, less hop-by-hop ones and the gateway's cookies. */
export function relayed(response: {
  status: number;
  statusText: string;
  headers: Headers;
  arrayBuffer(): Promise<ArrayBuffer>;
}): Promise<Response> {
  const headers = returnedResponseHeaders(response.headers);
  headers.set(SERVED_BY_HEADER, SERVED_BY_API);
  // bindingFetch has read the body already (inside the deadline); this only hands it on.
  return response.arrayBuffer().then((body) => new Response(body, { status: response.status, statusText: response.statusText, headers }));
}

/** What the visitor gets when the api gave no answer: a short 503 with the request id, to retry later. */
export function unavailable(): Response {
  return new Response(errorText('The service is unavailable, please try again'), {
    status: 503,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '60',
      [SERVED_BY_HEADER]: SERVED_BY_API,
    },
  });
}

/** Runs `call`; no answer from the api becomes `onUnavailable()` (by default `unavailable()`); any other error is thrown on. */
export function orUnavailable(call: () => Promise<Response>): Promise<Response>;
export function orUnavailable<T>(call: () => Promise<T>, onUnavailable: () => T): Promise<T>;
export async function orUnavailable<T>(call: () => Promise<T | Response>, onUnavailable?: () => T): Promise<T | Response> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiUnavailable) return onUnavailable ? onUnavailable() : unavailable();
    throw error;
  }
}
