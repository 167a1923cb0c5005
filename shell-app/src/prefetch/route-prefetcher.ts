import { matchRoute, type AuthPathOverrides } from '@chainwork/shared-config';
import type { RoutePrefetcher } from '@chainwork/shared-config/browser';
import { ROUTE_CODE, routeCodeKey, type RouteCode } from './route-code';

export interface RoutePrefetcherDeps {
  /** The page's origin: links elsewhere have no code of ours. */
  origin: string;
  /** Sign-in/sign-up path overrides from the settings. */
  paths: AuthPathOverrides;
  load: (code: RouteCode) => Promise<unknown>;
}

/**
 * Turns "a link to `href` is near" into fetching that route's code, each piece once per
 * page (a hundred job cards share one JobPage module).
 */
export function createRoutePrefetcher({ origin, paths, load }: RoutePrefetcherDeps): RoutePrefetcher {
  const started = new Set<string>();
  return (href) => {
    let url: URL;
    try {
      url = new URL(href, origin);
    } catch {
      return;
    }
    if (url.origin !== origin) return;
    const match = matchRoute(url.pathname, paths);
    for (const code of (match && ROUTE_CODE[match.route.id]) || []) {
      const key = routeCodeKey(code);
      if (started.has(key)) continue;
      started.add(key);
      // A failed prefetch is retried by the real navigation; allow another prefetch too.
      load(code).catch(() => started.delete(key));
    }
  };
}
