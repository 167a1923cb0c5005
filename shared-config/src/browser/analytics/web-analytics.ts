/**
 * The web analytics script (Cloudflare Web Analytics: page views and Core Web Vitals,
 * no cookies). It loads lazily, after the page has loaded and the browser is idle, and
 * only when a site id is configured (docs/product-requirements.md#analytics).
 */
import { WEB_ANALYTICS_SCRIPT_URL } from '../../third-party';

export { WEB_ANALYTICS_SCRIPT_URL };
export const WEB_ANALYTICS_MARKER = 'data-chainwork-web-analytics';
/** Longest wait for an idle moment before loading anyway. */
export const WEB_ANALYTICS_IDLE_TIMEOUT_MS = 5000;

export interface WebAnalyticsEnv {
  window: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> & {
    requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
    cancelIdleCallback?: (handle: number) => void;
  };
  document: Document;
}

export function webAnalyticsScript(siteId: string, doc: Document): HTMLScriptElement {
  const script = doc.createElement('script');
  script.src = WEB_ANALYTICS_SCRIPT_URL;
  script.defer = true;
  script.setAttribute('data-cf-beacon', JSON.stringify({ token: siteId }));
  script.setAttribute(WEB_ANALYTICS_MARKER, '');
  return script;
}

/** Schedules the script; returns a function that cancels it if it has not loaded yet. */
export function scheduleWebAnalytics(siteId: string, env: WebAnalyticsEnv = { window, document }): () => void {
  const id = siteId.trim();
  if (!id) return () => {};
  const { window: win, document: doc } = env;
  let cancelled = false;
  let idleHandle: number | undefined;
  let timeoutHandle: number | undefined;

  const inject = () => {
    if (cancelled || doc.querySelector(`script[${WEB_ANALYTICS_MARKER}]`)) return;
    doc.head.appendChild(webAnalyticsScript(id, doc));
  };
  const whenIdle = () => {
    if (win.requestIdleCallback) idleHandle = win.requestIdleCallback(inject, { timeout: WEB_ANALYTICS_IDLE_TIMEOUT_MS });
    else timeoutHandle = win.setTimeout(inject, 1);
  };

  if (doc.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });

  return () => {
    cancelled = true;
    win.removeEventListener('load', whenIdle);
    if (idleHandle !== undefined) win.cancelIdleCallback?.(idleHandle);
    if (timeoutHandle !== undefined) win.clearTimeout(timeoutHandle);
  };
}
