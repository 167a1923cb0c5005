/**
 * The api's plain Hono routes the gateway reaches (what is not a procedure), chained into one
 * app so their type is the contract: the gateway's typed client (`hc<ApiRoutes>`, in
 * edge-gateway/src/api/routes-client.ts) is typed by `import type { ApiRoutes }`, never by a
 * restated shape. They match in this order (the alerts' `/internal/*` guard covers the imports too).
 */
import { Hono } from 'hono';
import type { Env } from '../env';
import { OUTBOX_PATH, outboxRoute } from '../dev/outbox-route';
import { feedRoutes } from '../feeds/feed-routes';
import { alertRoutes } from './alert-routes';
import { counterRoutes } from './counter-routes';
import { importRoutes } from './import-routes';
import { logoRoutes } from './logo-routes';
import { payPageRoutes } from './pay-page-routes';
import { paymentRoutes } from './payment-routes';
import { publicApiRoutes } from '../public-api/routes';

export function plainRoutes() {
  return (
    new Hono<{ Bindings: Env }>()
      // Alerts: one-click unsubscribe, the mail webhook, `npm run alerts` (its `/internal/*` guard comes before every later route).
      .route('/', alertRoutes())
      // Payments: the webhook, the local provider's order endpoints and pay page, the renew link (docs/posting.md).
      .route('/', paymentRoutes())
      .route('/', payPageRoutes())
      // Company logos: the upload, checked by content, and the stored files.
      .route('/', logoRoutes())
      // Page views and apply clicks (no visitor data).
      .route('/', counterRoutes())
      // The public read API, /api/v1 (public-api/routes.ts): its own error shape, CORS and cache headers.
      .route('/', publicApiRoutes())
      // The local outbox page (it answers 404 outside local settings; see dev/outbox-route.ts).
      .get(OUTBOX_PATH, outboxRoute)
      // A feed for every search: `/rss.xml` and `/feed.json` (feeds/feed-routes.ts).
      .route('/', feedRoutes())
      // `npm run ingest` and the local start's first import (local sites only; see import-routes.ts).
      .route('/', importRoutes())
  );
}

export type ApiRoutes = ReturnType<typeof plainRoutes>;
