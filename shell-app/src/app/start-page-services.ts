import { publicSettings, type PublicSettings } from '@chainwork/shared-config';
import {
  initAnalytics,
  initAuth,
  scheduleWebAnalytics,
  setRoutePrefetcher,
  type AnalyticsTracker,
  type AuthProvider,
} from '@chainwork/shared-config/browser';
import { loadRouteCode } from '../prefetch/load-route-code';
import { deferUntilIdle } from './page-idle';
import { createRoutePrefetcher } from '../prefetch/route-prefetcher';

export interface PageServices {
  tracker: AnalyticsTracker;
  auth: AuthProvider;
  cancelWebAnalytics: () => void;
}

/**
 * The page-wide services the shell starts before rendering, each configured from the
 * gateway-injected settings: the analytics tracker (silent without a project token),
 * the auth provider (the hosted provider's script loads only with a publishable key),
 * link prefetching (deferred until the first page has loaded and the main thread is idle), and the web analytics script (lazily, only with a site id).
 */
export function startPageServices(settings: PublicSettings = publicSettings()): PageServices {
  const tracker = initAnalytics(settings.analyticsToken);
  const auth = initAuth(settings);
  setRoutePrefetcher(createRoutePrefetcher({ origin: window.location.origin, paths: settings, load: deferUntilIdle(loadRouteCode) }));
  const cancelWebAnalytics = scheduleWebAnalytics(settings.webAnalyticsId);
  return { tracker, auth, cancelWebAnalytics };
}
