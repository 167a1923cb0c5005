/**
 * `/api/trpc/*` -> the api Worker's `/trpc/*`, through the `API` service binding.
 * Method, path (comma-joined batch paths included), query string and body pass intact,
 * after the limits (URL length, procedures per batch, body size) and, for mutations,
 * the per-client rate limit. When the api cannot answer, the visitor still gets tRPC's
 * own error shape, one item per procedure, in a bounded time; and whatever the api
 * answers that is not tRPC's JSON leaves as a tRPC error too. Reads are budgeted per client
 * before they get here (middleware/read-budget).
 */
import { Hono } from 'hono';
import { MUTATION_RATE_LIMIT } from '@chainwork/shared-config';
import { API_ORIGIN, readGatewaySettings, readSettings, type Bindings } from '../env';
import { isCrossSiteRequest } from '../auth/same-origin';
import { hashedClientKey } from '../rate-limit/client-key';
import { session, type SessionEnv } from '../middleware/session';
import { callApi, isJson, type UpstreamResult } from '../api/upstream';
import { UPSTREAM_TRPC_PATH } from '../api/client';
import { clientKey } from '../rate-limit/client-key';
import { DEFAULT_TRPC_TIMEOUT_MS, type GatewayState } from '../state';
import { API_COOKIES } from '../cookies';
import { SERVED_BY_API, SERVED_BY_HEADER } from '../served-by';
import { parseTrpcCall, upstreamTrpcUrl, type TrpcCall } from '../trpc/call';
import { UNSUPPORTED_MEDIA_TYPE, errorForStatus, trpcErrorResponse, type GatewayError } from '../trpc/errors';
import { forwardedRequestHeaders, returnedResponseHeaders, withRequestId } from '../trpc/headers';
import { BODY_TOO_LARGE, batchSizeError, readBodyWithin, urlLengthError } from '../trpc/limits';

export { SERVED_BY_API } from '../served-by';
/** A short pause before retrying after a transient failure. */
export const TRANSIENT_RETRY_AFTER_S = 5;
/** After a shed call: the isolate had too much in flight a moment ago. */
export const SHED_RETRY_AFTER_S = 2;

const BAD_PATH: GatewayError = { code: 'BAD_REQUEST', httpStatus: 400, message: 'No valid procedure path' };
const WRONG_METHOD: GatewayError = { code: 'METHOD_NOT_SUPPORTED', httpStatus: 405, message: 'Use GET for queries and POST for mutations' };
const CROSS_SITE: GatewayError = { code: 'FORBIDDEN', httpStatus: 403, message: 'Cross-site requests are not allowed' };
const RATE_LIMITED: GatewayError = {
  code: 'TOO_MANY_REQUESTS',
  httpStatus: 429,
  retryAfterS: MUTATION_RATE_LIMIT.periodSeconds,
  message: `Too many changes from this client; at most ${MUTATION_RATE_LIMIT.limit} every ${MUTATION_RATE_LIMIT.periodSeconds} seconds`,
};

/**
 * What a failed upstream call becomes. A query may be retried (Retry-After); a mutation
 * of unknown fate must not be invited to run twice, unless it never left the gateway.
 */
export function upstreamError(result: Exclude<UpstreamResult, { kind: 'answered' }>, mutation: boolean): GatewayError {
  const retryAfterS = mutation ? undefined : TRANSIENT_RETRY_AFTER_S;
  switch (result.kind) {
    case 'shed':
      // Never sent, so a mutation too may be retried.
      return {
        code: 'SERVICE_UNAVAILABLE',
        httpStatus: 503,
        message: 'The API is busy; retry in a moment',
        retryAfterS: SHED_RETRY_AFTER_S,
      };
    case 'circuit-open':
      return { code: 'BAD_GATEWAY', httpStatus: 502, message: 'The API is unavailable', retryAfterS: result.retryAfterMs / 1000 };
    case 'timeout':
      return {
        code: 'GATEWAY_TIMEOUT',
        httpStatus: 504,
        message: 'The API did not answer in time',
        ...(retryAfterS ? { retryAfterS } : {}),
      };
    case 'unreachable':
    case 'bad-answer':
      return { code: 'BAD_GATEWAY', httpStatus: 502, message: 'The API is unavailable', ...(retryAfterS ? { retryAfterS } : {}) };
  }
}

/** The binding's limit is fixed in wrangler.jsonc, so a scaled limit (RATE_LIMIT_SCALE > 1) is kept in memory. */
function mutationLimiterFor(state: GatewayState, env: Bindings) {
  const scale = readGatewaySettings(env).rateLimitScale;
  return env.MUTATION_RATE_LIMITER && scale === 1 ? env.MUTATION_RATE_LIMITER : state.memoryLimiter(scale);
}

export function trpcProxy(state: GatewayState) {
  const app = new Hono<SessionEnv>();
  const timeoutMs = state.options.trpcTimeoutMs ?? DEFAULT_TRPC_TIMEOUT_MS;
  const served = { [SERVED_BY_HEADER]: SERVED_BY_API };

  app.use('*', session());
  app.all('*', async (c) => {
    const incoming = c.req.raw;
    const url = new URL(incoming.url);
    const call: TrpcCall | null = parseTrpcCall(url);
    const fail = (error: GatewayError, headers: Record<string, string> = {}) => trpcErrorResponse(error, call, { ...served, ...headers });

    const mutation = incoming.method === 'POST';
    if (incoming.method !== 'GET' && !mutation) return fail(WRONG_METHOD, { allow: 'GET, POST' });
    const tooLong = urlLengthError(url);
    if (tooLong) return fail(tooLong);
    if (!call) return fail(BAD_PATH);
    const tooMany = batchSizeError(call);
    if (tooMany) return fail(tooMany);

    const client = clientKey(incoming.headers, readGatewaySettings(c.env).trustCfConnectingIp);
    let body: ArrayBuffer | null = null;
    if (mutation) {
      if (isCrossSiteRequest(incoming.headers, incoming.url, readSettings(c.env).siteUrl)) return fail(CROSS_SITE);
      // tRPC would echo an unknown type back in its message; mutations are JSON, said once here.
      if (!/^application\/json\s*(?:;|$)/i.test(incoming.headers.get('content-type') ?? '')) return fail(UNSUPPORTED_MEDIA_TYPE);
      const limiter = state.options.rateLimiter ?? mutationLimiterFor(state, c.env);
      const { success } = await limiter.limit({ key: client });
      if (!success) return fail(RATE_LIMITED);
      const read = await readBodyWithin(c);
      if (read === 'too-large') return fail(BODY_TOO_LARGE);
      body = read;
    }

    const sessionState = c.get('session');
    const result = await callApi(
      c.env.API,
      upstreamTrpcUrl(url, API_ORIGIN, UPSTREAM_TRPC_PATH),
      {
        method: incoming.method,
        // The api's own limits (feedback, suggestions, sign-in) key on the same client as ours, hashed.
        headers: withRequestId(
          forwardedRequestHeaders(incoming.headers, {
            apiCookies: state.options.apiCookies ?? API_COOKIES,
            identity: sessionState.ok ? sessionState.identity : null,
            clientKey: await hashedClientKey(client),
          }),
          c.var.requestId,
        ),
        body,
      },
      { timeoutMs, breaker: state.breaker, shedder: state.shedder },
    );
    if (result.kind !== 'answered') return fail(upstreamError(result, mutation));
    if (result.status >= 400 && !isJson(result.headers)) return fail(errorForStatus(result.status));

    const headers = returnedResponseHeaders(result.headers);
    headers.set(SERVED_BY_HEADER, SERVED_BY_API);
    return new Response(result.body, { status: result.status, statusText: result.statusText, headers });
  });
  return app;
}
