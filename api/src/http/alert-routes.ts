import { Hono } from 'hono';
import { z } from 'zod';
import { ALERT_TOKEN_PARAM } from '@chainwork/shared-config';
import { alertTokenSchema } from '@chainwork/shared-config/schemas/alerts';
import type { Env } from '../env';
import { suppressAddress, unsubscribeAlert } from '../alerts/alerts-service';
import { makeEveryActiveAlertDue, scheduleDueAlerts } from '../alerts/run/schedule';
import { verifySvixSignature } from '../alerts/webhook/svix-signature';
import { refuseLocalRoute } from './local-only';

/** Paths the gateway maps to this Worker outside tRPC (edge-gateway/src/routes/alert-routes.ts). */
export const ALERT_HTTP_PATHS = {
  oneClickUnsubscribe: '/alerts/one-click-unsubscribe',
  mailWebhook: '/webhooks/mail',
  localRun: '/internal/alerts/run',
  localStopAddress: '/internal/alerts/stop-address',
} as const;

const webhookEvent = z.object({
  type: z.string(),
  data: z.object({ to: z.union([z.string(), z.array(z.string())]).optional() }),
});

const localRunInput = z.strictObject({ now: z.boolean().optional() });
const stopAddressInput = z.strictObject({ email: z.string().trim().min(3).max(254) });

/** Chained, so its paths and methods are in ApiRoutes (http/plain-routes.ts), the gateway's typed client. */
export function alertRoutes() {
  return (
    new Hono<{ Bindings: Env }>()
      /**
       * RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the
       * link of the List-Unsubscribe header, with no cookie and no sign-in. The token alone
       * names the alert; it stops at once. 200 when stopped (again), 404 for an unknown token.
       */
      .post(ALERT_HTTP_PATHS.oneClickUnsubscribe, async (c) => {
        const token = alertTokenSchema.safeParse(c.req.query(ALERT_TOKEN_PARAM));
        if (!token.success) return c.text('Invalid unsubscribe link', 400);
        const result = await unsubscribeAlert({ db: c.env.DB, now: () => new Date() }, token.data);
        return result.found ? c.text('Unsubscribed: this alert will not be sent again.', 200) : c.text('Unknown unsubscribe link', 404);
      })

      /** The mail provider's events (Resend): a bounce or a complaint stops every alert of the address. */
      .post(ALERT_HTTP_PATHS.mailWebhook, async (c) => {
        const secret = c.env.MAIL_WEBHOOK_SECRET;
        if (!secret) return c.json({ error: 'Not found' }, 404);
        const body = await c.req.text();
        const signed = await verifySvixSignature(
          secret,
          {
            id: c.req.header('svix-id') ?? null,
            timestamp: c.req.header('svix-timestamp') ?? null,
            signature: c.req.header('svix-signature') ?? null,
          },
          body,
          Date.now(),
        );
        if (!signed) return c.json({ error: 'Invalid signature' }, 401);
        let parsed: unknown;
        try {
          parsed = JSON.parse(body);
        } catch {
          return c.json({ error: 'Invalid event' }, 400);
        }
        const event = webhookEvent.safeParse(parsed);
        if (!event.success) return c.json({ error: 'Invalid event' }, 400);
        const reason = event.data.type === 'email.bounced' ? 'bounce' : event.data.type === 'email.complained' ? 'complaint' : null;
        if (!reason) return c.json({ ok: true, ignored: event.data.type });
        let stopped = 0;
        for (const address of [event.data.data.to ?? []].flat()) stopped += await suppressAddress(c.env.DB, address, reason, Date.now());
        return c.json({ ok: true, stopped });
      })

      // Local tooling (`npm run alerts`): only where the site itself is local (SITE_URL as set:
      // unset is not local), never for another site's page, POSTs in JSON (http/local-only.ts).
      .use('/internal/*', async (c, next) => {
        const refused = refuseLocalRoute(c, c.env.SITE_URL);
        if (refused) return refused;
        await next();
      })

      /** A scheduler run by hand: the cron's code; with `now`, every active alert is due at once. */
      .post(ALERT_HTTP_PATHS.localRun, async (c) => {
        const input = localRunInput.safeParse(await c.req.json().catch(() => ({})));
        if (!input.success) return c.json({ error: 'Invalid input' }, 400);
        const runAt = Date.now();
        if (input.data.now) await makeEveryActiveAlertDue(c.env.DB, runAt);
        const queued = await scheduleDueAlerts(c.env.DB, c.env.ALERTS_QUEUE, runAt);
        return c.json({ runAt, ...queued });
      })

      /** How many alerts due at `runAt` still wait for their digest (the queue works asynchronously). */
      .get(ALERT_HTTP_PATHS.localRun, async (c) => {
        const runAt = Number(c.req.query('runAt'));
        if (!Number.isSafeInteger(runAt)) return c.json({ error: 'Invalid runAt' }, 400);
        const row = await c.env.DB.prepare(`SELECT count(*) AS n FROM alerts WHERE status = 'active' AND next_due_at <= ?1`)
          .bind(runAt)
          .first<{ n: number }>();
        return c.json({ waiting: row?.n ?? 0 });
      })

      /** What the webhook does for a bounce, by hand: `npm run alerts -- --stop-address a@b.example`. */
      .post(ALERT_HTTP_PATHS.localStopAddress, async (c) => {
        const input = stopAddressInput.safeParse(await c.req.json().catch(() => null));
        if (!input.success) return c.json({ error: 'Invalid input' }, 400);
        return c.json({ stopped: await suppressAddress(c.env.DB, input.data.email, 'manual', Date.now()) });
      })
  );
}
