import { MIXPANEL_ORIGIN } from '../../third-party';
import type { AnalyticsProperties, AnalyticsTracker } from './tracker';
import { beaconTransport, type AnalyticsTransport } from './transport';

/**
 * Mixpanel's ingestion endpoint for browsers. `ip=0`: Mixpanel does not geolocate the
 * visitor from the request's IP address.
 */
export const MIXPANEL_TRACK_URL = `${MIXPANEL_ORIGIN}/track?ip=0`;

/** A random id for this browser tab's session, so events of one visit group together. */
export const ANALYTICS_SESSION_KEY = 'chainwork-analytics-session';

export interface MixpanelOptions {
  token: string;
  transport?: AnalyticsTransport;
  now?: () => number;
  randomId?: () => string;
  /** Session storage for the session id; events still send (with a per-page id) without it. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The current path (no query, no hash: those may carry personal data). */
  path?: () => string;
}

export interface MixpanelEvent {
  event: string;
  properties: AnalyticsProperties & { token: string; time: number; distinct_id: string; $insert_id: string };
}

function defaultRandomId(): string {
  return globalThis.crypto.randomUUID();
}

function defaultStorage(): MixpanelOptions['storage'] {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function sessionId(storage: MixpanelOptions['storage'], randomId: () => string): string {
  try {
    const existing = storage?.getItem(ANALYTICS_SESSION_KEY);
    if (existing) return existing;
    const fresh = randomId();
    storage?.setItem(ANALYTICS_SESSION_KEY, fresh);
    return fresh;
  } catch {
    return randomId();
  }
}

/**
 * The adapter for Mixpanel's HTTP `/track` API: one event per request, as the form field
 * `data` holding a JSON array of `{ event, properties }`, with the project token in the
 * properties (Mixpanel's documented browser payload). `$insert_id` lets Mixpanel drop a
 * duplicate if a beacon is retried.
 */
export function createMixpanelTracker(options: MixpanelOptions): AnalyticsTracker {
  const token = options.token.trim();
  if (!token) throw new Error('A Mixpanel tracker needs a project token');
  const transport = options.transport ?? beaconTransport;
  const now = options.now ?? Date.now;
  const randomId = options.randomId ?? defaultRandomId;
  const path = options.path ?? (() => globalThis.location?.pathname ?? '/');
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  let distinctId: string | undefined;

  return {
    track(event, properties = {}) {
      distinctId ??= sessionId(storage, randomId);
      const payload: MixpanelEvent = {
        event,
        properties: {
          ...properties,
          path: path(),
          token,
          time: now(),
          distinct_id: distinctId,
          $insert_id: randomId(),
        },
      };
      transport(MIXPANEL_TRACK_URL, new URLSearchParams({ data: JSON.stringify([payload]) }));
    },
  };
}
