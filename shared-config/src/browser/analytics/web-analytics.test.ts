// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleWebAnalytics, WEB_ANALYTICS_MARKER, WEB_ANALYTICS_SCRIPT_URL, type WebAnalyticsEnv } from './web-analytics';

function fakeEnv(readyState: DocumentReadyState) {
  const listeners = new Map<string, () => void>();
  const idle: Array<() => void> = [];
  Object.defineProperty(document, 'readyState', { value: readyState, configurable: true });
  const env: WebAnalyticsEnv = {
    document,
    window: {
      addEventListener: ((type: string, cb: () => void) => {
        listeners.set(type, cb);
      }) as Window['addEventListener'],
      removeEventListener: ((type: string) => {
        listeners.delete(type);
      }) as Window['removeEventListener'],
      setTimeout: window.setTimeout.bind(window) as Window['setTimeout'],
      clearTimeout: window.clearTimeout.bind(window),
      requestIdleCallback: (cb) => {
        idle.push(cb);
        return idle.length;
      },
      cancelIdleCallback: vi.fn(),
    },
  };
  return { env, fireLoad: () => listeners.get('load')?.(), runIdle: () => idle.splice(0).forEach((cb) => cb()) };
}

// happy-dom never fetches scripts; treat the skipped load as a success instead of logging it.
(
  window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;

const injected = () => document.head.querySelectorAll(`script[${WEB_ANALYTICS_MARKER}]`);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('web analytics script', () => {
  it('is never added without a site id', () => {
    const { env, fireLoad, runIdle } = fakeEnv('complete');
    scheduleWebAnalytics('  ', env);
    fireLoad();
    runIdle();
    expect(injected()).toHaveLength(0);
  });

  it('waits for the page load, then for an idle moment, and is added once', () => {
    const { env, fireLoad, runIdle } = fakeEnv('loading');
    scheduleWebAnalytics('site-abc', env);
    expect(injected()).toHaveLength(0);
    fireLoad();
    expect(injected()).toHaveLength(0);
    runIdle();
    const scripts = injected();
    expect(scripts).toHaveLength(1);
    const script = scripts[0] as HTMLScriptElement;
    expect(script.getAttribute('src')).toBe(WEB_ANALYTICS_SCRIPT_URL);
    expect(script.defer).toBe(true);
    expect(JSON.parse(script.getAttribute('data-cf-beacon')!)).toEqual({ token: 'site-abc' });
    scheduleWebAnalytics('site-abc', fakeEnv('complete').env);
    expect(injected()).toHaveLength(1);
  });

  it('can be cancelled before it loads', () => {
    const { env, fireLoad, runIdle } = fakeEnv('complete');
    const cancel = scheduleWebAnalytics('site-abc', env);
    cancel();
    fireLoad();
    runIdle();
    expect(injected()).toHaveLength(0);
  });
});
