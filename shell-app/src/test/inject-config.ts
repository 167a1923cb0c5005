import type { PublicSettings, RuntimeConfig } from '@chainwork/shared-config';
import { testRuntimeConfig } from '@chainwork/shared-config/testing';
import { clearShellConfigCache } from '../runtime/runtime-config';

/** Puts a gateway-like `window.__CHAINWORK__` in place and makes the shell read it afresh. */
export function injectConfig(overrides: Partial<Omit<RuntimeConfig, 'settings'>> & { settings?: Partial<PublicSettings> } = {}): void {
  window.__CHAINWORK__ = testRuntimeConfig({
    remotes: { navigation: '/_mf/remote-navigation/v1/mf-manifest.json' },
    ...overrides,
    settings: { social: { email: 'mailto:hello@chainwork.example', microblog: '', messaging: '', chat: '' }, ...overrides.settings },
  });
  clearShellConfigCache();
}

export function removeConfig(): void {
  delete window.__CHAINWORK__;
  clearShellConfigCache();
}
