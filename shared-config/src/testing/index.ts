/**
 * Fixtures for tests in every package: what the gateway would inject as
 * `window.__CHAINWORK__`, with nothing optional configured unless a test says so.
 * Plain data, so Workers tests (no DOM) use it as well as browser ones.
 *
 *   window.__CHAINWORK__ = testRuntimeConfig({ settings: { analyticsToken: 'tok' } });
 */
import { DEFAULT_SIGN_IN_PATH, DEFAULT_SIGN_UP_PATH } from '../constants';
import type { PublicSettings, RuntimeConfig } from '../runtime-config';

export const TEST_SITE_URL = 'https://chainwork.example';

export function testSettings(overrides: Partial<PublicSettings> = {}): PublicSettings {
  return {
    siteUrl: TEST_SITE_URL,
    signInPath: DEFAULT_SIGN_IN_PATH,
    signUpPath: DEFAULT_SIGN_UP_PATH,
    newsletterSubscribeUrl: '',
    analyticsToken: '',
    webAnalyticsId: '',
    authPublishableKey: '',
    turnstileSiteKey: '',
    authProvider: 'local',
    social: { email: '', microblog: '', messaging: '', chat: '' },
    ...overrides,
  };
}

export function testRuntimeConfig(
  overrides: Partial<Omit<RuntimeConfig, 'settings'>> & { settings?: Partial<PublicSettings> } = {},
): RuntimeConfig {
  const { settings, ...rest } = overrides;
  return { remotes: {}, versions: {}, status: 200, ...rest, settings: testSettings(settings) };
}
