/**
 * The gateway, composed: each path family goes to its own small app. Runtime-agnostic
 * Hono; the Workers entry (index.ts) only hands it the bindings. The state (caches,
 * circuit breaker, rate limiter) belongs to one app instance: one per isolate.
 */
import { Hono } from 'hono';
import { except } from 'hono/combine';
import { ASSET_URL_PREFIX, TRPC_PATH } from '@chainwork/shared-config';
import { isSecureSite, readSettings, SettingsError, type GatewayEnv } from './env';
import { colourMode } from './middleware/colour-mode';
import { securityHeaders } from './middleware/security-headers';
import { LOCAL_ALERTS_PREFIX, MAIL_WEBHOOK_PATH, alertRoutes } from './routes/alert-routes';
import { DEV_OUTBOX_PATH, devOutbox } from './routes/dev-outbox';
import { DISCOVERY_PATHS, discovery } from './routes/discovery';
import { documents } from './routes/document';
import { healthz } from './routes/healthz';
import { remoteAssets } from './routes/remote-assets';
import { trpcProxy } from './routes/trpc-proxy';
import { SERVED_BY, SERVED_BY_HEADER } from './served-by';
import { createGatewayState, type GatewayOptions } from './state';

export type { GatewayOptions } from './state';

const ASSETS_BASE = ASSET_URL_PREFIX.replace(/\/$/, '');
const NOT_DOCUMENTS = ['/api/*', `${ASSETS_BASE}/*`, '/healthz', DEV_OUTBOX_PATH, MAIL_WEBHOOK_PATH, `${LOCAL_ALERTS_PREFIX}/*`, ...DISCOVERY_PATHS];

export function createApp(options: GatewayOptions = {}) {
  const state = createGatewayState(options);
  const app = new Hono<GatewayEnv>();

  app.use('*', securityHeaders());
  app.get('/healthz', healthz(state));
  app.route(TRPC_PATH, trpcProxy(state));
  // The rest of /api is reserved; a JSON 404 rather than the shell.
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404, { [SERVED_BY_HEADER]: SERVED_BY }));
  app.route(ASSETS_BASE, remoteAssets());
  app.route('/', alertRoutes(state));
  app.route('/', discovery(state));
  app.route('/', devOutbox());

  app.use('*', except(NOT_DOCUMENTS, colourMode({ secure: (c) => isSecureSite(readSettings(c.env)) })));
  app.route('/', documents(state));

  // Whatever fails, the visitor gets a short message; details go to the log only.
  app.onError((error, c) => {
    if (error instanceof SettingsError) console.error(`[gateway] ${error.message}`);
    else console.error('[gateway] unhandled error:', error);
    return c.text('Internal error', 500, { 'cache-control': 'no-store', [SERVED_BY_HEADER]: SERVED_BY });
  });

  return app;
}
