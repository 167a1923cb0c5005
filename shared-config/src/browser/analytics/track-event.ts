import type { ANALYTICS_EVENTS } from '../../constants';
import { publicSettings } from '../../runtime-config';
import { pageSlot } from '../page-slot';
import { createMixpanelTracker } from './mixpanel';
import { pushToProbe } from './probe';
import { silentTracker, type AnalyticsProperties, type AnalyticsTracker } from './tracker';

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

const pageTracker = pageSlot<AnalyticsTracker>('analytics-tracker');

/** The tracker for a project token: Mixpanel with one, silent without. */
export function createAnalyticsTracker(token: string): AnalyticsTracker {
  return token.trim() ? createMixpanelTracker({ token }) : silentTracker;
}

/**
 * The shell calls this once at start with `settings.analyticsToken`; tests pass a
 * recording tracker. Remotes never call it: they only `trackEvent`.
 */
export function initAnalytics(tokenOrTracker: string | AnalyticsTracker): AnalyticsTracker {
  const tracker = typeof tokenOrTracker === 'string' ? createAnalyticsTracker(tokenOrTracker) : tokenOrTracker;
  pageTracker.set(tracker);
  return tracker;
}

/** Tests only: forget the page's tracker. */
export function resetAnalytics(): void {
  pageTracker.set(undefined);
}

/**
 * Forwards a named event with its properties to the page's tracker (docs/product-requirements.md#analytics). If the shell
 * has not initialised one (a remote rendered on its own), it is created from the
 * injected settings, so the token is still the only switch.
 */
export function trackEvent(event: AnalyticsEventName, properties: AnalyticsProperties = {}): void {
  pushToProbe({ event, properties });
  const tracker = pageTracker.get() ?? initAnalytics(publicSettings().analyticsToken);
  try {
    tracker.track(event, properties);
  } catch (error) {
    // Analytics must never break a form.
    console.warn('[chainwork] analytics event not sent:', error instanceof Error ? error.message : error);
  }
}
