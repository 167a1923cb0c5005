/**
 * The guard of the gateway's local-only routes (`/__local/*`, `/dev/*`): shared-config's rule
 * (a loopback SITE_URL, no cross-site request, JSON POSTs; see local-site.ts for why), and the
 * request itself addressed to a loopback host, so a name rebound to 127.0.0.1 by another site's
 * DNS (the browser then calls that site same-origin) still finds nothing here.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { isLoopbackSiteUrl, LOCAL_ROUTE_HEADERS, LOCAL_ROUTE_MESSAGES, localRouteRefusal } from '@chainwork/shared-config/local-site';
import { readSettings, type GatewayEnv } from '../env';
import { SERVED_BY, SERVED_BY_HEADER } from '../served-by';

/** The site and this very request are this machine's: the condition for anything local-only to exist. */
export function servedFromThisMachine(c: Context<GatewayEnv>): boolean {
  return isLoopbackSiteUrl(readSettings(c.env).siteUrl) && isLoopbackSiteUrl(c.req.url);
}

export function localOnly(): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const refusal = servedFromThisMachine(c)
      ? localRouteRefusal(c.req.raw, readSettings(c.env).siteUrl)
      : { status: 404 as const, error: LOCAL_ROUTE_MESSAGES.notFound };
    if (refusal)
      return c.json({ error: refusal.error, requestId: c.var.requestId }, refusal.status, {
        'cache-control': 'no-store',
        [SERVED_BY_HEADER]: SERVED_BY,
      });
    await next();
  };
}

/** What the api needs to judge the request again (the same rule, in api/src/http/local-only.ts). */
export function localRouteHeaders(request: Request): Headers {
  const headers = new Headers();
  for (const name of LOCAL_ROUTE_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}
