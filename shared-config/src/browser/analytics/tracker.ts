/**
 * Product analytics behind one small interface, so the provider can change and tests
 * can record what would be sent. Properties are flat JSON values: never put personal
 * data (an email address, say) in them.
 */
export type AnalyticsValue = string | number | boolean | null;
export type AnalyticsProperties = Record<string, AnalyticsValue>;

export interface AnalyticsTracker {
  track(event: string, properties?: AnalyticsProperties): void;
}

/** What a page uses when no project token is configured: nothing leaves the browser. */
export const silentTracker: AnalyticsTracker = { track() {} };

export interface TrackedEvent {
  event: string;
  properties: AnalyticsProperties;
}

/** Test double: remembers every event instead of sending it. */
export function createRecordingTracker(): AnalyticsTracker & { events: TrackedEvent[] } {
  const events: TrackedEvent[] = [];
  return {
    events,
    track: (event, properties = {}) => {
      events.push({ event, properties });
    },
  };
}
