/**
 * `/jobs/<slug>/apply` and page views: the api counts and redirects (api/src/http/counter-routes.ts);
 * the gateway only routes, through the typed client. Only the slug reaches the api: no cookie,
 * address or other trace of the visitor is read or kept.
 */
import { Hono } from 'hono';
import { isJobSlug, jobPath } from '@chainwork/shared-config';
import type { GatewayEnv } from '../env';
import { apiRoutes, orUnavailable, relayed } from '../api/routes-client';
import { logError } from '../log/log';
import { SERVED_BY, SERVED_BY_HEADER } from '../served-by';
import type { GatewayState } from '../state';

export const JOB_APPLY_PATH = '/jobs/:slug/apply';

export function jobApply(state: GatewayState) {
  const app = new Hono<GatewayEnv>();
  app.get(JOB_APPLY_PATH, (c) => {
    const slug = c.req.param('slug');
    const headers = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex', [SERVED_BY_HEADER]: SERVED_BY };
    if (!isJobSlug(slug)) return c.text('Not found', 404, headers);
    // No answer from the api: the job's page, which works without it for as long as it can.
    return orUnavailable(
      async () => relayed(await apiRoutes(c, state).jobs[':slug'].apply.$get({ param: { slug } })),
      () => new Response(null, { status: 302, headers: { ...headers, location: jobPath(slug) } }),
    );
  });
  return app;
}

/** A page view of a job, counted after the page is sent (`waitUntil`); a failure costs the visitor nothing. */
export function countJobView(c: Parameters<typeof apiRoutes>[0], state: GatewayState, slug: string): Promise<void> {
  return apiRoutes(c, state)
    .counters.jobs[':slug'][':kind{view|apply}'].$post({ param: { slug, kind: 'view' } })
    .then(() => undefined)
    .catch((error: unknown) => logError(`view of "${slug}" not counted:`, error instanceof Error ? error.message : error));
}
