/**
 * `/api/v1/*`: the public read API, the api's (api/src/public-api/: answers, ETag and 304,
 * CORS, the key check, the error shape), reached through the typed client. Here only what the
 * edge owns: the limits (rate-limit/public-api-limit.ts: the Rate Limiting bindings, or memory; over them a 429 in the API's error
 * shape with Retry-After, and the api is not called) and what goes along: the path, the query,
 * the presented key and If-None-Match. Never a cookie or an identity: a keyed call never acts
 * as the signed-in person.
 */
import { Hono, type Context } from 'hono';
import {
  API_KEY_HEADER,
  PUBLIC_API_METHOD_NOT_ALLOWED_MESSAGE,
  PUBLIC_API_PREFIX,
  PUBLIC_API_RATE_LIMITED_MESSAGE,
  PUBLIC_API_UNAVAILABLE_MESSAGE,
  PUBLIC_API_UNAVAILABLE_RETRY_SECONDS,
  type PublicApiErrorCode,
} from '@chainwork/shared-config/public-api';
import { readGatewaySettings, type GatewayEnv } from '../env';
import { apiRoutes, orUnavailable, relayed } from '../api/routes-client';
import { knownClientKey } from '../rate-limit/client-key';
import { boundBudgets, memoryBudgets, PublicApiLimiter, presentedApiKey, type PublicApiCall } from '../rate-limit/public-api-limit';
import { SERVED_BY, SERVED_BY_HEADER } from '../served-by';
import type { GatewayState } from '../state';

/** Request headers the api reads on these routes; nothing else goes along. */
const FORWARDED = [API_KEY_HEADER, 'if-none-match'] as const;

/** The API's error shape, for what the edge itself refuses (the api answers every other error). */
function refusal(code: PublicApiErrorCode, message: string, status: 405 | 429 | 503, headers: Record<string, string>): Response {
  return new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
      [SERVED_BY_HEADER]: SERVED_BY,
      ...headers,
    },
  });
}

/** What the typed client answers, as `relayed` takes it. */
type ApiAnswer = Parameters<typeof relayed>[0];

/** No answer from the api: the error shape, to retry later. */
const unavailable = () =>
  refusal('unavailable', PUBLIC_API_UNAVAILABLE_MESSAGE, 503, { 'retry-after': String(PUBLIC_API_UNAVAILABLE_RETRY_SECONDS) });

/** Every value of every parameter, as given, so the api sees repeats and refuses them. */
function queryOf(url: URL): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) (query[name] ??= []).push(value);
  return query;
}

export function publicApi(state: GatewayState) {
  const app = new Hono<GatewayEnv>();
  // One per isolate (their buckets must outlive a request): the bindings' when the Worker has them, else one in memory per scale.
  let bound: PublicApiLimiter | undefined;
  const inMemory = new Map<number, PublicApiLimiter>();
  const limiterFor = (env: GatewayEnv['Bindings'], scale: number): PublicApiLimiter => {
    const { PUBLIC_API_ANONYMOUS_LIMITER: anonymous, PUBLIC_API_KEY_LIMITER: keyed } = env;
    if (anonymous && keyed && scale === 1) return (bound ??= new PublicApiLimiter(boundBudgets(anonymous, keyed)));
    let limiter = inMemory.get(scale);
    if (!limiter) {
      const options = { scale, ...(state.options.now ? { now: state.options.now } : {}) };
      limiter = new PublicApiLimiter(memoryBudgets(scale, state.options.now), options);
      inMemory.set(scale, limiter);
    }
    return limiter;
  };

  const forward = async (
    c: Context<GatewayEnv>,
    call: (
      client: ReturnType<typeof apiRoutes>,
      args: { query: Record<string, string[]> },
      init: { headers: Record<string, string> },
    ) => Promise<ApiAnswer>,
  ) => {
    const settings = readGatewaySettings(c.env);
    const limiter = limiterFor(c.env, settings.rateLimitScale);
    const who: PublicApiCall = {
      client: knownClientKey(c.req.raw.headers, settings.trustCfConnectingIp),
      apiKey: presentedApiKey(c.req.raw.headers),
    };
    const spent = await limiter.spend(who);
    if (!spent.allowed)
      return refusal('rate_limited', PUBLIC_API_RATE_LIMITED_MESSAGE, 429, { 'retry-after': String(spent.retryAfterS ?? 1) });
    const headers: Record<string, string> = {};
    for (const name of FORWARDED) {
      const value = c.req.header(name);
      if (value !== undefined) headers[name] = value;
    }
    return orUnavailable(async () => {
      const answer = await call(apiRoutes(c, state), { query: queryOf(new URL(c.req.url)) }, { headers });
      if (answer.status === 401) await limiter.refusedKey(who);
      return relayed(answer);
    }, unavailable);
  };

  const v1 = (c: Context<GatewayEnv>) => apiRoutes(c, state).api.v1;
  app.options(`${PUBLIC_API_PREFIX}/*`, (c) => orUnavailable(async () => relayed(await v1(c)['*'].$options()), unavailable));
  app.get(`${PUBLIC_API_PREFIX}/openapi.json`, (c) => forward(c, (api, _args, init) => api.api.v1['openapi.json'].$get(undefined, init)));
  app.get(`${PUBLIC_API_PREFIX}/jobs`, (c) => forward(c, (api, args, init) => api.api.v1.jobs.$get(args, init)));
  app.get(`${PUBLIC_API_PREFIX}/jobs/:slug`, (c) =>
    forward(c, (api, args, init) => api.api.v1.jobs[':slug'].$get({ ...args, param: { slug: c.req.param('slug') } }, init)),
  );
  app.get(`${PUBLIC_API_PREFIX}/companies`, (c) => forward(c, (api, args, init) => api.api.v1.companies.$get(args, init)));
  app.get(`${PUBLIC_API_PREFIX}/companies/:slug`, (c) =>
    forward(c, (api, args, init) => api.api.v1.companies[':slug'].$get({ ...args, param: { slug: c.req.param('slug') } }, init)),
  );
  app.get(`${PUBLIC_API_PREFIX}/tags`, (c) => forward(c, (api, args, init) => api.api.v1.tags.$get(args, init)));
  // Any other path: the api's 404 in the error shape (limited like the rest).
  app.get(`${PUBLIC_API_PREFIX}/*`, (c) => forward(c, (api, _args, init) => api.api.v1['*'].$get(undefined, init)));
  app.all(`${PUBLIC_API_PREFIX}/*`, () =>
    refusal('method_not_allowed', PUBLIC_API_METHOD_NOT_ALLOWED_MESSAGE, 405, { allow: 'GET, HEAD, OPTIONS' }),
  );
  return app;
}
