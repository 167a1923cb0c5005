import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import type { Identity } from '@chainwork/shared-config';
import { hasRole } from './auth/identity';
import { createApiCaches, type ApiCaches } from './cache/api-caches';
import type { SqlDatabase } from './db/database';
import { formatApiError } from './error-format';
import { ERROR_MESSAGES } from './error-messages';
import type { Mailer } from './mail/mailer';
import { OutboxMailer } from './mail/outbox-mailer';

/** The sender of the embedded default's mails. */
export const LOCAL_MAIL_FROM = 'Chainwork <hello@chainwork.example>';

/**
 * Context: what every procedure may use. `now` is a function, not a value, so a
 * request reads the clock when it needs it and tests can pin time. A type alias, not
 * an interface, so it fits @hono/trpc-server's `Record<string, unknown>` context.
 */
export type Context = {
  db: SqlDatabase;
  now: () => Date;
  /** Per-isolate caches (facets, insights); the Worker shares one set across requests. */
  caches: ApiCaches;
  /** Who is signed in, as the gateway verified it; null for anonymous requests. */
  identity: Identity | null;
  /** Where every e-mail goes out (the local outbox by default). */
  mailer: Mailer;
};

export interface ContextOptions {
  db: SqlDatabase;
  now?: () => Date;
  caches?: ApiCaches;
  identity?: Identity | null;
  mailer?: Mailer;
}

export function createContext(options: ContextOptions): Context {
  const now = options.now ?? (() => new Date());
  return {
    db: options.db,
    now,
    caches: options.caches ?? createApiCaches(),
    identity: options.identity ?? null,
    mailer: options.mailer ?? new OutboxMailer(options.db, LOCAL_MAIL_FROM, now),
  };
}

/**
 * tRPC itself. superjson carries Dates (and Sets, Maps, BigInts) both ways, as the
 * client in shared-config expects. `isDev: false` keeps stacks out of every error
 * shape whatever NODE_ENV says; the formatter masks internal errors and turns schema
 * failures into a short `data.issues` list.
 */
const t = initTRPC.context<Context>().create({
  transformer: superjson,
  isDev: false,
  errorFormatter: formatApiError,
});

/** Builders used by the domain routers. */
export const router = t.router;
export const publicProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;

/** A signed-in person (any role); `ctx.identity` is non-null inside. */
export const protectedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.identity) throw new TRPCError({ code: 'UNAUTHORIZED', message: ERROR_MESSAGES.signInRequired });
  return next({ ctx: { ...ctx, identity: ctx.identity } });
});

/** A moderator; everyone else is refused (anonymous: UNAUTHORIZED, signed in: FORBIDDEN). */
export const moderatorProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!hasRole(ctx.identity, 'moderator')) throw new TRPCError({ code: 'FORBIDDEN', message: ERROR_MESSAGES.moderatorsOnly });
  return next();
});
