import { LAZY_PAGES } from '../pages/lazy-pages';
import { preloadRemoteComponent } from '../remote-slot/load-remote-component';
import type { RouteCode } from './route-code';

/** Fetches one piece of a route's code, through the same loads rendering uses. */
export function loadRouteCode(code: RouteCode): Promise<unknown> {
  return code.kind === 'remote' ? preloadRemoteComponent(code.module) : LAZY_PAGES[code.page].preload();
}
