/** How an analytics payload leaves the page. Injected so adapters are testable. */
export type AnalyticsTransport = (url: string, body: URLSearchParams) => void;

/**
 * `navigator.sendBeacon` survives the page being closed or navigated away (an event sent
 * as the visitor leaves is not lost) and never delays the page. A form-encoded body is a
 * CORS-safelisted type, so no preflight is needed. Without beacons, a keepalive fetch.
 */
export const beaconTransport: AnalyticsTransport = (url, body) => {
  const nav = globalThis.navigator as Navigator | undefined;
  if (nav?.sendBeacon?.(url, body)) return;
  void fetch(url, { method: 'POST', body, keepalive: true, mode: 'no-cors', credentials: 'omit' }).catch(() => {
    // Analytics must never break the page; a lost event is acceptable.
  });
};
