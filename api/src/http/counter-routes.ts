import { Hono } from 'hono';
import { isJobSlug } from '@chainwork/shared-config';
import type { Env } from '../env';

/** Where the gateway reports a job's page view or apply click. */
export const JOB_COUNTER_PATH = '/counters/jobs/:slug/:kind{view|apply}';

const COUNT_SQL = {
  view: `INSERT INTO job_counters (slug, views) SELECT slug, 1 FROM jobs WHERE slug = ?1 AND status = 'published'
         ON CONFLICT (slug) DO UPDATE SET views = views + 1 RETURNING slug`,
  apply: `INSERT INTO job_counters (slug, apply_clicks) SELECT slug, 1 FROM jobs WHERE slug = ?1 AND status = 'published'
          ON CONFLICT (slug) DO UPDATE SET apply_clicks = apply_clicks + 1 RETURNING slug`,
} as const;

/**
 * Page views and apply clicks, counted for the employer's dashboard. The gateway sends
 * only the slug: no cookie, address or any other trace of the visitor is received or
 * stored. An apply click answers the job's apply target, which the gateway redirects to.
 */
export function counterRoutes(): Hono<{ Bindings: Env }> {
  const app = new Hono<{ Bindings: Env }>();
  app.post(JOB_COUNTER_PATH, async (c) => {
    const slug = c.req.param('slug');
    const kind = c.req.param('kind') === 'apply' ? 'apply' : 'view';
    if (!isJobSlug(slug)) return c.json({ error: 'Job not found' }, 404);
    const counted = await c.env.DB.prepare(COUNT_SQL[kind]).bind(slug).first();
    if (!counted) return c.json({ error: 'Job not found' }, 404);
    if (kind === 'view') return c.body(null, 204);
    const job = await c.env.DB.prepare('SELECT apply_url FROM jobs WHERE slug = ?1').bind(slug).first<{ apply_url: string }>();
    return c.json({ applyUrl: job?.apply_url ?? null });
  });
  return app;
}
