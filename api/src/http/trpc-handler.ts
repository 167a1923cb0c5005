import { trpcServer } from '@hono/trpc-server';
import type { AnyRouter } from '@trpc/server';
import type { Context as HonoContext, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { CLIENT_KEY_HEADER } from '@chainwork/shared-config';
import { D1_BOOKMARK_COOKIE, SIGN_IN_DEVICE_COOKIE } from '@chainwork/shared-config/sessions';
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
import { openSession, type SessionDatabase } from '../db/d1-session';
import { bookmarkCookie } from '../db/bookmark-cookie';

/** Where tRPC answers on this Worker; the gateway maps its `/api/trpc/*` here. */
export const TRPC_ENDPOINT = '/trpc';

/** The request's D1 session, opened before tRPC runs (one per request, whatever the batch holds). */
const sessions = new WeakMap<HonoContext, SessionDatabase>();

/**
 * tRPC over fetch at TRPC_ENDPOINT (GET queries with `batch=1`, POST mutations).
 * Internal errors reach the client masked (see error-format.ts); the full error,
 * cause included, goes to the Worker's log so an operator can still find it. Every answer
 * says what its cache misses cost (READ_COST_HEADER), for the gateway's read budget.
 * Every procedure of a request reads and writes through one D1 session (db/d1-session.ts),
 * started from the visitor's bookmark cookie; a mutation's answer carries the new bookmark.
 */
export function trpcHandler(router: AnyRouter): MiddlewareHandler<{ Bindings: Env }> {
  const handler = trpcServer({
    router,
    endpoint: TRPC_ENDPOINT,
    createContext: (options, c) => {
      const env = c.env as Env;
      const db = sessions.get(c) ?? env.DB;
      const settings = readApiSettings(env);
      const now = () => new Date();
      const headers = c.req.raw.headers;
      return createContext({
        db,
        now,
        // Counted per request: what its cache misses cost is reported to the gateway.
        caches: meteredCaches(isolateCaches),
        // Set only by the gateway, which strips client-sent copies (the api is never public).
        identity: identityFromHeaders(headers),
        clientKey: headers.get(CLIENT_KEY_HEADER) ?? 'unknown-client',
        deviceToken: getCookie(c, SIGN_IN_DEVICE_COOKIE) ?? null,
        humanCheck: lazyHumanCheck(env.TURNSTILE_SECRET_KEY),
        settings,
        mailer: selectMailer(settings, env, db, now),
        responseHeaders: options.resHeaders,
        endedSessions: new KvEndedSessions(env.SESSIONS),
        boards: workerBoardAccess({ db, settings, queue: env.IMPORTS_QUEUE, now }),
        channelsQueue: env.CHANNELS_QUEUE,
      });
    },
    responseMeta: ({ ctx }) => ({ headers: { [READ_COST_HEADER]: String(ctx ? coldCost(ctx.caches) : 0) } }),
    onError: ({ error, path, type, req }) => {
      if (error.code !== 'INTERNAL_SERVER_ERROR') return;
      console.error(`${logPrefix(req.headers)} ${type} ${path ?? '(no path)'} failed:`, error.cause ?? error);
    },
  });
  return async (c, next) => {
    // Without a binding (a misconfigured Worker) tRPC answers its masked internal error.
    const session = c.env.DB ? openSession(c.env.DB, getCookie(c, D1_BOOKMARK_COOKIE)) : null;
    if (session) sessions.set(c, session);
    const response = await handler(c, next);
    // Only a write hands out a bookmark: reads stay free of Set-Cookie (cacheable), and a
    // visitor who never wrote anything reads from any copy.
    const bookmark = session && response && c.req.method === 'POST' ? session.getBookmark() : null;
    if (bookmark) response!.headers.append('set-cookie', bookmarkCookie(bookmark, readApiSettings(c.env).siteUrl));
    return response;
  };
}
