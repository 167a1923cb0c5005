/**
 * The gateway, composed: each path family goes to its own small app. Runtime-agnostic
 * Hono; the Workers entry (index.ts) only hands it the bindings.
 */
import { Hono } from 'hono';
import { except } from 'hono/combine';
import { ASSET_URL_PREFIX, TRPC_PATH } from '@chainwork/shared-config';
import { isSecureSite, readSettings, SettingsError, type GatewayEnv } from './env';
import { colourMode } from './middleware/colour-mode';
import { documents, type DocumentOptions } from './routes/document';
import { healthz } from './routes/healthz';
import { remoteAssets } from './routes/remote-assets';
import { trpcProxy } from './routes/trpc-proxy';
import { SERVED_BY, SERVED_BY_HEADER } from './served-by';

export type GatewayOptions = DocumentOptions;

const ASSETS_BASE = ASSET_URL_PREFIX.replace(/\/$/, '');
const NOT_DOCUMENTS = ['/api/*', `${ASSETS_BASE}/*`, '/healthz'];

export function createApp(options: GatewayOptions = {}) {
  const app = new Hono<GatewayEnv>();

  app.get('/healthz', healthz);
  app.route(TRPC_PATH, trpcProxy());
  // The rest of /api is reserved; a JSON 404 rather than the shell.
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404, { [SERVED_BY_HEADER]: SERVED_BY }));
  app.route(ASSETS_BASE, remoteAssets());

  app.use('*', except(NOT_DOCUMENTS, colourMode({ secure: (c) => isSecureSite(readSettings(c.env)) })));
  app.route('/', documents(options));

  // Whatever fails, the visitor gets a short message; details go to the log only.
  app.onError((error, c) => {
    if (error instanceof SettingsError) console.error(`[gateway] ${error.message}`);
    else console.error('[gateway] unhandled error:', error);
    return c.text('Internal error', 500, { 'cache-control': 'no-store', [SERVED_BY_HEADER]: SERVED_BY });
  });

  return app;
}
