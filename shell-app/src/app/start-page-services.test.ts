import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENTS } from '@chainwork/shared-config';
import { testSettings } from '@chainwork/shared-config/testing';
import {
  MIXPANEL_TRACK_URL,
  prefetchRoute,
  resetAnalytics,
  resetAuth,
  setRoutePrefetcher,
  silentTracker,
  trackEvent,
  WEB_ANALYTICS_MARKER,
} from '@chainwork/shared-config/browser';
import { startPageServices } from './start-page-services';

const settings = testSettings();

afterEach(() => {
  resetAnalytics();
  resetAuth();
  setRoutePrefetcher(undefined);
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('startPageServices', () => {
  it('with nothing configured: a silent tracker, an anonymous visitor, no third-party script', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const services = startPageServices(settings);
    expect(services.tracker).toBe(silentTracker);
    trackEvent(ANALYTICS_EVENTS.newsletterInlineSubmit);
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(services.auth.getState()).toEqual({ status: 'anonymous', user: null });
    // Everything the page schedules after load runs (idle callbacks and timeouts included): still no script.
    vi.useFakeTimers();
    try {
      window.dispatchEvent(new Event('load'));
      await vi.runAllTimersAsync();
    } finally {
      vi.useRealTimers();
    }
    expect(document.querySelector('script[src]')).toBeNull();
    expect(document.querySelector(`script[${WEB_ANALYTICS_MARKER}]`)).toBeNull();
  });

  it('with a project token: events go to Mixpanel', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    startPageServices({ ...settings, analyticsToken: 'tok' });
    trackEvent(ANALYTICS_EVENTS.newsletterModalSubmit, { form: 'modal' });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect((sendBeacon.mock.calls[0] as unknown[])[0]).toBe(MIXPANEL_TRACK_URL);
  });

  it('registers the route prefetcher links call', () => {
    startPageServices(settings);
    // A link to an unknown page prefetches nothing and must not throw.
    expect(() => prefetchRoute('/no/such/page')).not.toThrow();
  });
});
