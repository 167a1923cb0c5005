import { Hono } from 'hono';
import { isJobSlug, jobPath } from '@chainwork/shared-config';
import type { Env } from '../env';

/** Where the gateway reports a job's page view or apply click. */
export const JOB_COUNTER_PATH = '/counters/jobs/:slug/:kind{view|apply}';
/** The apply link of a job page (the gateway proxies it as is): counts the click, then redirects. */
export const JOB_APPLY_PATH = '/jobs/:slug/apply';

const COUNT_SQL = {
  view: `INSERT INTO job_counters (slug, views) SELECT slug, 1 FROM jobs WHERE slug = ?1 AND status = 'published'
         ON CONFLICT (slug) DO UPDATE SET views = views + 1 RETURNING slug`,
  apply: `INSERT INTO job_counters (slug, apply_clicks) SELECT slug, 1 FROM jobs WHERE slug = ?1 AND status = 'published'
          ON CONFLICT (slug) DO UPDATE SET apply_clicks = apply_clicks + 1 RETURNING slug`,
} as const;

/** Safe targets only: what is stored came through the posting schema, but a redirect does not take that on trust. */
function isApplyTarget(url: unknown): url is string {
  return typeof url === 'string' && /^(https?:\/\/|mailto:)/i.test(url);
}

/** Counts one view or apply click of a published job; false when there is no such job. */
async function count(env: Env, slug: string, kind: 'view' | 'apply'): Promise<boolean> {
  if (!isJobSlug(slug)) return false;
  return (await env.DB.prepare(COUNT_SQL[kind]).bind(slug).first()) !== null;
}

async function applyTarget(env: Env, slug: string): Promise<string | null> {
  const job = await env.DB.prepare('SELECT apply_url FROM jobs WHERE slug = ?1').bind(slug).first<{ apply_url: string }>();
  return job?.apply_url ?? null;
}

/**
 * Page views and apply clicks, counted for the employer's dashboard. The gateway sends
 * only the slug: no cookie, address or any other trace of the visitor is received or
 * stored. An apply click answers the job's apply target, which the gateway redirects to.
 */
export function counterRoutes() {
  return (
    new Hono<{ Bindings: Env }>()
      .post(JOB_COUNTER_PATH, async (c) => {
        const slug = c.req.param('slug');
        const kind = c.req.param('kind') === 'apply' ? 'apply' : 'view';
        if (!(await count(c.env, slug, kind))) return c.json({ error: 'Job not found' }, 404);
        if (kind === 'view') return c.body(null, 204);
        return c.json({ applyUrl: await applyTarget(c.env, slug) });
      })
      // `/jobs/<slug>/apply`: counts the click and sends the visitor on to the apply link or e-mail;
      // an unknown or closed job (or a target that is not a web or mail link): back to its page, which says so.
      .get(JOB_APPLY_PATH, async (c) => {
        const slug = c.req.param('slug');
        const headers = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
        if (!isJobSlug(slug)) return c.text('Not found', 404, headers);
        const target = (await count(c.env, slug, 'apply')) ? await applyTarget(c.env, slug) : null;
        return c.body(null, 302, { ...headers, location: isApplyTarget(target) ? target : jobPath(slug) });
      })
  );
}
