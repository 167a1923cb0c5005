import type { TrackedEvent } from './tracker';

/**
 * End-to-end tests observe analytics through this global: when a test defines it as an
 * array before the page loads (`page.addInitScript(() => { window.__chainworkAnalyticsProbe = [] })`),
 * every event the page tracks is also pushed to it as `{ event, properties }`, whether or
 * not a project token is configured. Without it, nothing happens.
 */
export const ANALYTICS_PROBE_GLOBAL = '__chainworkAnalyticsProbe';

export function pushToProbe(tracked: TrackedEvent): void {
  const probe = (globalThis as Record<string, unknown>)[ANALYTICS_PROBE_GLOBAL];
  if (Array.isArray(probe)) probe.push(structuredClone(tracked));
}
