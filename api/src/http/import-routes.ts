/**
 * Local tooling for imports (`npm run ingest`, and `npm start`'s first import): a run by hand,
 * the cron's code, and how many of its sources the queue has still to import. Only where the
 * site itself is local, never for another site's page, POSTs in JSON (local-only.ts); the
 * gateway forwards them from `/__local/imports/*` under the same rule.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Env } from '../env';
import { refuseLocalRoute } from './local-only';
import { scheduleImports, sourcesWaiting } from '../imports/pipeline/schedule';

export const IMPORT_HTTP_PATHS = { localRun: '/internal/imports/run' } as const;

const runInput = z.strictObject({
  /** Every active source, whatever its back-off (the default: a person asked for an import now). */
  all: z.boolean().optional(),
});

/** Chained, so its paths and methods are in ApiRoutes (http/plain-routes.ts), the gateway's typed client. */
export function importRoutes() {
  return new Hono<{ Bindings: Env }>()
    .use(IMPORT_HTTP_PATHS.localRun, async (c, next) => {
      const refused = refuseLocalRoute(c, c.env.SITE_URL);
      if (refused) return refused;
      await next();
    })
    .post(IMPORT_HTTP_PATHS.localRun, async (c) => {
      const input = runInput.safeParse(await c.req.json().catch(() => ({})));
      if (!input.success) return c.json({ error: 'Invalid input' }, 400);
      const run = await scheduleImports(c.env.DB, c.env.IMPORTS_QUEUE, Date.now(), { all: input.data.all ?? true });
      return c.json(run);
    })
    .get(IMPORT_HTTP_PATHS.localRun, async (c) => {
      const runId = Number(c.req.query('runId'));
      if (!Number.isSafeInteger(runId) || runId < 1) return c.json({ error: 'Invalid runId' }, 400);
      return c.json({ waiting: await sourcesWaiting(c.env.DB, runId) });
    });
}
