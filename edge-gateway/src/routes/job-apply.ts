/**
 * `/jobs/<slug>/apply`: counts an apply click and sends the visitor on to the job's apply
 * link or e-mail. Only the slug reaches the api: no cookie, address or other trace of the
 * visitor is read or kept. Page views are counted the same way by the document route.
 */
import { Hono } from 'hono';
import { isJobSlug, jobPath } from '@chainwork/shared-config';
import { API_ORIGIN, type ApiService, type GatewayEnv } from '../env';
import { SERVED_BY, SERVED_BY_HEADER } from '../served-by';

export const JOB_APPLY_PATH = '/jobs/:slug/apply';

/** Safe targets only: what the api stored came through the posting schema, but the edge does not take that on trust. */
function isApplyTarget(url: unknown): url is string {
  return typeof url === 'string' && /^(https?:\/\/|mailto:)/i.test(url);
}

export function jobApply() {
  const app = new Hono<GatewayEnv>();
  app.get(JOB_APPLY_PATH, async (c) => {
    const slug = c.req.param('slug');
    const headers = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex', [SERVED_BY_HEADER]: SERVED_BY };
    if (!isJobSlug(slug)) return c.text('Not found', 404, headers);
    const response = await c.env.API.fetch(new Request(`${API_ORIGIN}/counters/jobs/${slug}/apply`, { method: 'POST' }));
    const body = response.ok ? ((await response.json()) as { applyUrl?: unknown }) : null;
    // An unknown or closed job: back to its page, which says so.
    if (!isApplyTarget(body?.applyUrl)) return c.redirect(jobPath(slug), 302);
    return new Response(null, { status: 302, headers: { ...headers, location: body.applyUrl } });
  });
  return app;
}

/** A page view of a job, counted after the page is sent (`waitUntil`); a failure costs the visitor nothing. */
export function countJobView(api: ApiService, slug: string): Promise<void> {
  return api
    .fetch(new Request(`${API_ORIGIN}/counters/jobs/${slug}/view`, { method: 'POST' }))
    .then(() => undefined)
    .catch((error: unknown) => console.error(`[gateway] view of "${slug}" not counted:`, error instanceof Error ? error.message : error));
}
