import { loadRemote } from '@module-federation/enhanced/runtime';
import { LAZY_PAGES } from '../pages/lazy-pages';
import { preloadRemoteComponent } from '../remote-slot/load-remote-component';
import type { RouteCode } from './route-code';

/**
 * Fetches one piece of a route's code, through the same loads rendering uses. A fetch-only
 * module's factory is not called: its chunks load and wait, and the render's own load
 * finds them there and pays only the evaluation. (The prefetcher asks once per page and
 * forgets a failure.)
 */
export function loadRouteCode(code: RouteCode): Promise<unknown> {
  if (code.kind === 'page') return LAZY_PAGES[code.page].preload();
  return code.fetchOnly ? loadRemote(code.module, { loadFactory: false, from: 'runtime' }) : preloadRemoteComponent(code.module);
}
