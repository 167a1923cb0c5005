import { trpcServer } from '@hono/trpc-server';
import type { AnyRouter } from '@trpc/server';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { CLIENT_KEY_HEADER } from '@chainwork/shared-config';
import { SIGN_IN_DEVICE_COOKIE } from '@chainwork/shared-config/sessions';
import type { Env } from '../env';
import { READ_COST_HEADER } from '@chainwork/shared-config';
import { isolateCaches } from '../cache/isolate-caches';
import { coldCost, meteredCaches } from '../cache/metered-caches';
import { readApiSettings } from '../config/settings';
import { selectMailer } from '../mail/select-mailer';
import { identityFromHeaders } from '../auth/identity';
import { KvEndedSessions } from '../accounts/ended-sessions';
import { lazyHumanCheck } from '../content/feedback/human-check';
import { createContext } from '../trpc';
import { workerBoardAccess } from '../companies/board-access';
import { logPrefix } from './log-prefix';

/** Where tRPC answers on this Worker; the gateway maps its `/api/trpc/*` here. */
export const TRPC_ENDPOINT = '/trpc';

/**
 * tRPC over fetch at TRPC_ENDPOINT (GET queries with `batch=1`, POST mutations).
 * Internal errors reach the client masked (see error-format.ts); the full error,
 * cause included, goes to the Worker's log so an operator can still find it. Every answer
 * says what its cache misses cost (READ_COST_HEADER), for the gateway's read budget.
 */
export function trpcHandler(router: AnyRouter): MiddlewareHandler<{ Bindings: Env }> {
  return trpcServer({
    router,
    endpoint: TRPC_ENDPOINT,
    createContext: (options, c) => {
      const env = c.env as Env;
      const settings = readApiSettings(env);
      const now = () => new Date();
      const headers = c.req.raw.headers;
      return createContext({
        db: env.DB,
        now,
        // Counted per request: what its cache misses cost is reported to the gateway.
        caches: meteredCaches(isolateCaches),
        // Set only by the gateway, which strips client-sent copies (the api is never public).
        identity: identityFromHeaders(headers),
        clientKey: headers.get(CLIENT_KEY_HEADER) ?? 'unknown-client',
        deviceToken: getCookie(c, SIGN_IN_DEVICE_COOKIE) ?? null,
        humanCheck: lazyHumanCheck(env.TURNSTILE_SECRET_KEY),
        settings,
        mailer: selectMailer(settings, env, env.DB, now),
        responseHeaders: options.resHeaders,
        endedSessions: new KvEndedSessions(env.SESSIONS),
        boards: workerBoardAccess({ db: env.DB, settings, queue: env.IMPORTS_QUEUE, now }),
        channelsQueue: env.CHANNELS_QUEUE,
      });
    },
    responseMeta: ({ ctx }) => ({ headers: { [READ_COST_HEADER]: String(ctx ? coldCost(ctx.caches) : 0) } }),
    onError: ({ error, path, type, req }) => {
      if (error.code !== 'INTERNAL_SERVER_ERROR') return;
      console.error(`${logPrefix(req.headers)} ${type} ${path ?? '(no path)'} failed:`, error.cause ?? error);
    },
  });
}
