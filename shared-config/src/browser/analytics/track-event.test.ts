import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENTS } from '../../constants';
import { ANALYTICS_PROBE_GLOBAL } from './probe';
import { initAnalytics, resetAnalytics, trackEvent } from './track-event';
import { createRecordingTracker, type TrackedEvent } from './tracker';

const globals = globalThis as Record<string, unknown>;

afterEach(() => {
  resetAnalytics();
  delete globals[ANALYTICS_PROBE_GLOBAL];
  delete globals.__CHAINWORK__;
  vi.unstubAllGlobals();
});

describe('trackEvent', () => {
  it('forwards the named event and its properties to the page tracker', () => {
    const tracker = createRecordingTracker();
    initAnalytics(tracker);
    trackEvent(ANALYTICS_EVENTS.newsletterModalClose, { via: 'not-now' });
    expect(tracker.events).toEqual([{ event: 'newsletter form close', properties: { via: 'not-now' } }]);
  });

  it('also pushes to the e2e probe when a test defined one, with or without a token', () => {
    const probe: TrackedEvent[] = [];
    globals[ANALYTICS_PROBE_GLOBAL] = probe;
    trackEvent(ANALYTICS_EVENTS.newsletterInlineSubmit, { placement: 'footer' });
    expect(probe).toEqual([{ event: 'newsletter inline form submit', properties: { placement: 'footer' } }]);
  });

  it('initialises from the injected settings when the shell did not, and sends nothing without a token', () => {
    const sendBeacon = vi.fn(() => true);
    const fetchSpy = vi.fn();
    vi.stubGlobal('navigator', { sendBeacon });
    vi.stubGlobal('fetch', fetchSpy);
    globals.__CHAINWORK__ = { settings: { analyticsToken: '' } };
    trackEvent(ANALYTICS_EVENTS.newsletterModalSubmit);
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();

    resetAnalytics();
    globals.__CHAINWORK__ = { settings: { analyticsToken: 'tok' } };
    trackEvent(ANALYTICS_EVENTS.newsletterModalSubmit);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('never throws into the caller when the tracker fails', () => {
    initAnalytics({
      track: () => {
        throw new Error('offline');
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => trackEvent(ANALYTICS_EVENTS.newsletterModalClose)).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
