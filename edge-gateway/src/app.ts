/**
 * The gateway, composed: each path family goes to its own small app. Runtime-agnostic
 * Hono; the Workers entry (index.ts) only hands it the bindings. The state (caches,
 * circuit breaker, rate limiter) belongs to one app instance: one per isolate.
 */
import { Hono, type Context } from 'hono';
import { except } from 'hono/combine';
import { contextStorage } from 'hono/context-storage';
import { ASSET_URL_PREFIX, BLOG_MEDIA_PREFIX, TRPC_PATH } from '@chainwork/shared-config';
import { LOGO_PATH_PREFIX } from '@chainwork/shared-config/posting';
import { isSecureSite, readGatewaySettings, readSettings, SettingsError, type GatewayEnv } from './env';
import { logError } from './log/log';
import { colourMode } from './middleware/colour-mode';
import { readBudget } from './middleware/read-budget';
import { errorText, requestIds } from './middleware/request-id';
import { securityHeaders } from './middleware/security-headers';
import { varyEncoding } from './middleware/vary-encoding';
import { knownClientKey } from './rate-limit/client-key';
import { readLimiterFor } from './rate-limit/read-limiter-for';
import { Tarpit } from './rate-limit/tarpit';
import { LOCAL_ALERTS_PREFIX, MAIL_WEBHOOK_PATH, alertRoutes } from './routes/alert-routes';
import { DEV_OUTBOX_PATH, devOutbox } from './routes/dev-outbox';
import { blogMedia } from './routes/blog-media';
import { DISCOVERY_PATHS, discovery } from './routes/discovery';
import { documents } from './routes/document';
import { healthz } from './routes/healthz';
import { JOB_APPLY_PATH, jobApply } from './routes/job-apply';
import { logos } from './routes/logos';
import { payments } from './routes/payments';
import { publicApi } from './routes/public-api';
import { remoteAssets } from './routes/remote-assets';
import { trpcProxy } from './routes/trpc-proxy';
import { SERVED_BY, SERVED_BY_HEADER } from './served-by';
import { createGatewayState, type GatewayOptions } from './state';

export type { GatewayOptions } from './state';

const ASSETS_BASE = ASSET_URL_PREFIX.replace(/\/$/, '');
const MEDIA_BASE = BLOG_MEDIA_PREFIX.replace(/\/$/, '');
const NOT_DOCUMENTS = [
  '/api/*',
  `${ASSETS_BASE}/*`,
  `${MEDIA_BASE}/*`,
  `${LOGO_PATH_PREFIX}*`,
  '/pay/*',
  '/renew/*',
  JOB_APPLY_PATH,
  '/healthz',
  DEV_OUTBOX_PATH,
  MAIL_WEBHOOK_PATH,
  `${LOCAL_ALERTS_PREFIX}/*`,
  ...DISCOVERY_PATHS,
];

export function createApp(options: GatewayOptions = {}) {
  const state = createGatewayState(options);
  const app = new Hono<GatewayEnv>();

  // Outermost first: the request id exists for every log line and is on every response.
  app.use('*', contextStorage(), requestIds({ trustUpstream: (c) => readGatewaySettings(c.env).trustRequestIdHeader }));
  app.use('*', securityHeaders(), varyEncoding());
  app.get('/healthz', healthz(state));
  app.use(
    `${TRPC_PATH}/*`,
    readBudget<Context<GatewayEnv>>({
      limiter: (c) => readLimiterFor(state, c.env),
      clientKey: (c) => knownClientKey(c.req.raw.headers, readGatewaySettings(c.env).trustCfConnectingIp),
      ...(state.options.maxInFlightPerClient === undefined ? {} : { maxInFlight: state.options.maxInFlightPerClient }),
      tarpit: new Tarpit(state.options.tarpit),
    }),
  );
  app.route(TRPC_PATH, trpcProxy(state));
  // Posting jobs: Stripe's webhook and the local pay page, company logos (docs/posting.md).
  app.route('/', payments(state));
  app.route('/', logos(state));
  // The public read API, /api/v1 (its limits here, everything else the api's).
  app.route('/', publicApi(state));
  // The rest of /api is reserved; a JSON 404 rather than the shell.
  app.all('/api/*', (c) => c.json({ error: 'Not found', requestId: c.var.requestId }, 404, { [SERVED_BY_HEADER]: SERVED_BY }));
  app.route(ASSETS_BASE, remoteAssets());
  app.route('/', alertRoutes(state));
  app.route('/', discovery(state));
  app.route('/', devOutbox(state));
  app.route(MEDIA_BASE, blogMedia(state));
  app.route('/', jobApply(state));

  app.use('*', except(NOT_DOCUMENTS, colourMode({ secure: (c) => isSecureSite(readSettings(c.env)) })));
  app.route('/', documents(state));

  // Whatever fails, the visitor gets a short message and the request id; details go to the log only.
  app.onError((error, c) => {
    if (error instanceof SettingsError) logError(error.message);
    else logError('unhandled error:', error.stack ?? error);
    return c.text(errorText('Internal error'), 500, { 'cache-control': 'no-store', [SERVED_BY_HEADER]: SERVED_BY });
  });

  return app;
}
