/**
 * The api's plain Hono routes the gateway reaches (what is not a procedure), chained into one
 * app so their type is the contract: the gateway's typed client (`hc<ApiRoutes>`, in
 * edge-gateway/src/api/routes-client.ts) is typed by `import type { ApiRoutes }`, never by a
 * restated shape.
 */
import { Hono } from 'hono';
import type { Env } from '../env';
import { OUTBOX_PATH, outboxRoute } from '../dev/outbox-route';
import { counterRoutes } from './counter-routes';
import { logoRoutes } from './logo-routes';
import { payPageRoutes } from './pay-page-routes';
import { paymentRoutes } from './payment-routes';

export function plainRoutes() {
  return (
    new Hono<{ Bindings: Env }>()
      // Payments: the webhook, the local provider's order endpoints and pay page, the renew link (docs/posting.md).
      .route('/', paymentRoutes())
      .route('/', payPageRoutes())
      // Company logos: the upload, checked by content, and the stored files.
      .route('/', logoRoutes())
      // Page views and apply clicks (no visitor data).
      .route('/', counterRoutes())
      // The local outbox page (it answers 404 outside local settings; see dev/outbox-route.ts).
      .get(OUTBOX_PATH, outboxRoute)
  );
}

export type ApiRoutes = ReturnType<typeof plainRoutes>;
