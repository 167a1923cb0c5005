/**
 * @chainwork/shared-config/browser: browser-only services several packages share
 * (analytics, authentication, route prefetching, the newsletter prompt's memory). Kept
 * apart from the root entry, which Workers packages import and type-check without a DOM.
 * Each keeps its one page-wide instance on `globalThis` (see page-slot.ts).
 */
export type { AnalyticsTracker, AnalyticsProperties, AnalyticsValue, TrackedEvent } from './analytics/tracker';
export { silentTracker, createRecordingTracker } from './analytics/tracker';
export { beaconTransport, type AnalyticsTransport } from './analytics/transport';
export {
  createMixpanelTracker,
  MIXPANEL_TRACK_URL,
  ANALYTICS_SESSION_KEY,
  type MixpanelEvent,
  type MixpanelOptions,
} from './analytics/mixpanel';
export { ANALYTICS_PROBE_GLOBAL } from './analytics/probe';
export { trackEvent, initAnalytics, resetAnalytics, createAnalyticsTracker, type AnalyticsEventName } from './analytics/track-event';
export { scheduleWebAnalytics, WEB_ANALYTICS_SCRIPT_URL, WEB_ANALYTICS_MARKER } from './analytics/web-analytics';

export type { AuthProvider, AuthState, AuthStatus, AuthUser } from './auth/provider';
export { anonymousAuth, ANONYMOUS } from './auth/provider';
export { createClerkAuth, clerkFrontendApi, clerkScriptUrl, type ClerkLike } from './auth/clerk';
export { createLocalAuth, type LocalAuthOptions } from './auth/local';
export { initAuth, pageAuth, resetAuth, setPageAuth } from './auth/page-auth';

export { holdPageIdle, whenPageIdle } from './page-idle';
export { setRoutePrefetcher, prefetchRoute, type RoutePrefetcher } from './prefetch/route-prefetch';
export { observeApproach, resetApproachWatcher, APPROACH_ROOT_MARGIN } from './prefetch/observe-approach';

export {
  NEWSLETTER_PROMPT_STORAGE_KEY,
  EMPTY_PROMPT_MEMORY,
  readPromptMemory,
  updatePromptMemory,
  recordNewsletterSubscribed,
  recordNewsletterDismissed,
  recordJobView,
  type NewsletterPromptMemory,
  type PromptStorage,
} from './newsletter/prompt-memory';

export { loadScript } from './load-script';
