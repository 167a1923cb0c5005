import { describe, expect, it, vi } from 'vitest';
import { createMixpanelTracker, MIXPANEL_TRACK_URL, type MixpanelEvent } from './mixpanel';
import { createAnalyticsTracker } from './track-event';
import { silentTracker } from './tracker';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('Mixpanel adapter', () => {
  it('sends one form-encoded `data` field holding [{ event, properties }] with the token', () => {
    const transport = vi.fn();
    let n = 0;
    const tracker = createMixpanelTracker({
      token: 'proj-token-123',
      transport,
      now: () => 1_700_000_000_000,
      randomId: () => `id-${++n}`,
      storage: memoryStorage(),
      path: () => '/jobs/a-b',
    });
    tracker.track('newsletter form submit', { placement: 'modal' });

    expect(transport).toHaveBeenCalledTimes(1);
    const [url, body] = transport.mock.calls[0]! as [string, URLSearchParams];
    expect(url).toBe(MIXPANEL_TRACK_URL);
    expect(url).toBe('https://api-js.mixpanel.com/track?ip=0');
    expect([...body.keys()]).toEqual(['data']);
    const events = JSON.parse(body.get('data')!) as MixpanelEvent[];
    expect(events).toEqual([
      {
        event: 'newsletter form submit',
        properties: {
          placement: 'modal',
          path: '/jobs/a-b',
          token: 'proj-token-123',
          time: 1_700_000_000_000,
          distinct_id: 'id-1',
          $insert_id: 'id-2',
        },
      },
    ]);
  });

  it('keeps one session id across events and a fresh insert id per event', () => {
    const transport = vi.fn();
    let n = 0;
    const storage = memoryStorage();
    const tracker = createMixpanelTracker({ token: 't', transport, randomId: () => `id-${++n}`, storage, path: () => '/' });
    tracker.track('a');
    tracker.track('b');
    const props = transport.mock.calls.map(
      ([, body]) => (JSON.parse((body as URLSearchParams).get('data')!) as MixpanelEvent[])[0]!.properties,
    );
    expect(props[0]!.distinct_id).toBe(props[1]!.distinct_id);
    expect(props[0]!.$insert_id).not.toBe(props[1]!.$insert_id);
    // The session id is reused by a tracker created later in the same tab.
    const again = vi.fn();
    createMixpanelTracker({ token: 't', transport: again, randomId: () => 'other', storage, path: () => '/' }).track('c');
    expect((JSON.parse((again.mock.calls[0]![1] as URLSearchParams).get('data')!) as MixpanelEvent[])[0]!.properties.distinct_id).toBe(
      props[0]!.distinct_id,
    );
  });

  it('does not let a caller overwrite the token or the ids', () => {
    const transport = vi.fn();
    createMixpanelTracker({ token: 'real', transport, randomId: () => 'r', storage: null, path: () => '/' }).track('e', {
      token: 'forged',
      distinct_id: 'someone',
    });
    const [event] = JSON.parse((transport.mock.calls[0]![1] as URLSearchParams).get('data')!) as MixpanelEvent[];
    expect(event!.properties.token).toBe('real');
    expect(event!.properties.distinct_id).toBe('r');
  });

  it('refuses to exist without a token', () => {
    expect(() => createMixpanelTracker({ token: '  ' })).toThrow(/token/);
  });
});

describe('createAnalyticsTracker', () => {
  it('sends nothing without a token', () => {
    expect(createAnalyticsTracker('')).toBe(silentTracker);
    expect(createAnalyticsTracker('   ')).toBe(silentTracker);
  });

  it('uses the Mixpanel adapter with one, sending through the beacon', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    try {
      createAnalyticsTracker('tok').track('newsletter inline form submit');
      expect(sendBeacon).toHaveBeenCalledTimes(1);
      expect((sendBeacon.mock.calls[0] as unknown[])[0]).toBe(MIXPANEL_TRACK_URL);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
