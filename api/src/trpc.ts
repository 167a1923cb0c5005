import { initTRPC, TRPCError } from '@trpc/server';
import { DEFAULT_SIGN_IN_PATH, DEFAULT_SIGN_UP_PATH, type Identity } from '@chainwork/shared-config';
import { hasRole } from './auth/identity';
import { LOCAL_MAIL_FROM, LOCAL_SITE_URL, type ApiSettings } from './config/settings';
import { createApiCaches, type ApiCaches } from './cache/api-caches';
import type { SqlDatabase } from './db/database';
import { formatApiError } from './error-format';
import { ERROR_MESSAGES } from './error-messages';
import { TurnstileTestSecret, type HumanCheck } from './content/feedback/human-check';
import { NO_ENDED_SESSIONS, type EndedSessions } from './accounts/ended-sessions';
import type { Mailer } from './mail/mailer';
import { OutboxMailer } from './mail/outbox-mailer';
import type { PaymentProvider } from './payments/provider';
import { selectPaymentProvider } from './payments/select-payment-provider';
import { workerBoardAccess, type BoardAccess } from './companies/board-access';
import { LOCAL_CHANNEL_SETTINGS } from './channels/settings';
import type { ChannelsQueue } from './channels/messages';
import { plainSuperjson } from './wire/plain-superjson';

export { LOCAL_MAIL_FROM } from './config/settings';

/** What a context gets when the caller names no settings (tests, the seed): the embedded default, no signing key. */
export const DEFAULT_API_SETTINGS: ApiSettings = {
  siteUrl: LOCAL_SITE_URL,
  signInPath: DEFAULT_SIGN_IN_PATH,
  signUpPath: DEFAULT_SIGN_UP_PATH,
  authProvider: 'local',
  localSigningKey: null,
  mailProvider: 'outbox',
  mailFrom: LOCAL_MAIL_FROM,
  resendApiKey: null,
  paymentProvider: 'local',
  stripeSecretKey: null,
  stripeWebhookSecret: null,
  importStandinUrl: null,
  channels: LOCAL_CHANNEL_SETTINGS,
};

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
  /** Where checkouts open and refunds go (the local provider by default). */
  payments: PaymentProvider;
  /** The api's validated settings (site root, providers). */
  settings: ApiSettings;
  /** Who the client is, hashed by the gateway, for the api's own rate limits. */
  clientKey: string;
  /** The known-device cookie's token (SIGN_IN_DEVICE_COOKIE), which the gateway forwards; null without one. */
  deviceToken: string | null;
  /** Headers added to the HTTP response (the local provider's Set-Cookie). */
  responseHeaders: Headers;
  /** Turnstile's verdict on a token (offline with the documented test secrets). */
  humanCheck: HumanCheck;
  /** Where sign-out notes that a session ended (the gateway then treats its token as none). */
  endedSessions: EndedSessions;
  /** Job boards for the companies' claimants: read, normalise, queue an import. */
  boards: BoardAccess;
  /** The channels' queue (a job that goes live is posted there); null where nothing consumes it (tests, tools). */
  channelsQueue: ChannelsQueue | null;
  /**
   * Count every search's total to TOTAL_CAP, a first visitor's too (the public API, whose
   * callers have no counts beside filters to bring the exact total); the site counts a first
   * visitor to FIRST_VISIT_TOTAL_CAP (search/total.ts).
   */
  fullSearchTotals: boolean;
};

export interface ContextOptions {
  db: SqlDatabase;
  now?: () => Date;
  caches?: ApiCaches;
  identity?: Identity | null;
  mailer?: Mailer;
  payments?: PaymentProvider;
  settings?: ApiSettings;
  clientKey?: string;
  deviceToken?: string | null;
  responseHeaders?: Headers;
  humanCheck?: HumanCheck;
  endedSessions?: EndedSessions;
  boards?: BoardAccess;
  channelsQueue?: ChannelsQueue | null;
  fullSearchTotals?: boolean;
}

export function createContext(options: ContextOptions): Context {
  const now = options.now ?? (() => new Date());
  const settings = options.settings ?? DEFAULT_API_SETTINGS;
  return {
    db: options.db,
    now,
    caches: options.caches ?? createApiCaches(),
    identity: options.identity ?? null,
    mailer: options.mailer ?? new OutboxMailer(options.db, settings.mailFrom, now),
    payments: options.payments ?? selectPaymentProvider(settings),
    settings,
    clientKey: options.clientKey ?? 'unknown-client',
    deviceToken: options.deviceToken ?? null,
    responseHeaders: options.responseHeaders ?? new Headers(),
    // Tests and tools: the always-pass test secret's behaviour unless told otherwise.
    humanCheck: options.humanCheck ?? new TurnstileTestSecret(true),
    endedSessions: options.endedSessions ?? NO_ENDED_SESSIONS,
    boards: options.boards ?? workerBoardAccess({ db: options.db, settings, queue: null, now }),
    channelsQueue: options.channelsQueue ?? null,
    fullSearchTotals: options.fullSearchTotals ?? false,
  };
}

/**
 * tRPC itself. superjson carries Dates (and Sets, Maps, BigInts) both ways, as the
 * client in shared-config expects; the answers are written by plainSuperjson (the same bytes,
 * written faster for plain data). `isDev: false` keeps stacks out of every error
 * shape whatever NODE_ENV says; the formatter masks internal errors and turns schema
 * failures into a short `data.issues` list.
 */
const t = initTRPC.context<Context>().create({
  transformer: plainSuperjson,
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
